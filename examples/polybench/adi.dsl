# PolyBench's adi: alternating direction implicit solver of a 2-D heat equation, a column sweep
# then a row sweep per time step, each a forward elimination (p, q) and a substitution running
# downwards, its coefficients scalars, as PolyBench 4.2.1 writes it (sizes: SMALL):
#   irc run examples/polybench/adi.dsl --size TSTEPS=40,N=60 --check
param TSTEPS: i32 = 100
param N: i32 = 200
proc adi(u: f64[N, N], v: f64[N, N], p: f64[N, N], q: f64[N, N]) {
  var DX: f64; var DY: f64; var DT: f64
  var B1: f64; var B2: f64
  var mul1: f64; var mul2: f64
  var a: f64; var b: f64; var c: f64; var d: f64; var e: f64; var f: f64

  DX = 1.0 / f64(N)
  DY = 1.0 / f64(N)
  DT = 1.0 / f64(TSTEPS)
  B1 = 2.0
  B2 = 1.0
  mul1 = B1 * DT / (DX * DX)
  mul2 = B2 * DT / (DY * DY)

  a = -mul1 / 2.0
  b = 1.0 + mul1
  c = a
  d = -mul2 / 2.0
  e = 1.0 + mul2
  f = d

  for t in 1 .. TSTEPS + 1 {
    # column sweep
    for i in 1 .. N - 1 {
      v[0, i] = 1.0
      p[i, 0] = 0.0
      q[i, 0] = v[0, i]
      for j in 1 .. N - 1 {
        p[i, j] = -c / (a * p[i, j - 1] + b)
        q[i, j] = (-d * u[j, i - 1] + (1.0 + 2.0 * d) * u[j, i] - f * u[j, i + 1] - a * q[i, j - 1]) /
          (a * p[i, j - 1] + b)
      }

      v[N - 1, i] = 1.0
      for j in N - 2 .. 0 step -1 {
        v[j, i] = p[i, j] * v[j + 1, i] + q[i, j]
      }
    }
    # row sweep
    for i in 1 .. N - 1 {
      u[i, 0] = 1.0
      p[i, 0] = 0.0
      q[i, 0] = u[i, 0]
      for j in 1 .. N - 1 {
        p[i, j] = -f / (d * p[i, j - 1] + e)
        q[i, j] = (-a * v[i - 1, j] + (1.0 + 2.0 * a) * v[i, j] - c * v[i + 1, j] - d * q[i, j - 1]) /
          (d * p[i, j - 1] + e)
      }
      u[i, N - 1] = 1.0
      for j in N - 2 .. 0 step -1 {
        u[i, j] = p[i, j] * u[i, j + 1] + q[i, j]
      }
    }
  }
}
schedule auto     { adi.autotile(32) }
schedule parallel { adi.parallel(i) }                   # each sweep's lines
