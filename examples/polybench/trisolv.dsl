# PolyBench's trisolv: forward substitution, L x = b with L lower triangular, as PolyBench 4.2.1
# writes it (sizes: SMALL):
#   irc run examples/polybench/trisolv.dsl --size N=120 --check
param N: i32 = 400
proc trisolv(L: f64[N, N], x: f64[N], b: f64[N]) {
  for i in 0 .. N {
    x[i] = b[i]
    for j in 0 .. i {
      x[i] -= L[i, j] * x[j]
    }
    x[i] = x[i] / L[i, i]
  }
}
# no hand schedule: i carries the substitution and j sums x[i]
schedule auto { trisolv.autotile(32) }
