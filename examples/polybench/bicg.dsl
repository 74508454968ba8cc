# PolyBench's bicg: s = A^T r and q = A p in one pass over A, as PolyBench 4.2.1 writes it (sizes:
# SMALL):
#   irc run examples/polybench/bicg.dsl --size M=116,N=124 --check
param M: i32 = 390
param N: i32 = 410
proc bicg(A: f64[N, M], s: f64[M], q: f64[N], p: f64[M], r: f64[N]) {
  for i in 0 .. M {
    s[i] = 0
  }
  for i in 0 .. N {
    q[i] = 0.0
    for j in 0 .. M {
      s[j] = s[j] + r[i] * A[i, j]
      q[i] = q[i] + A[i, j] * p[j]
    }
  }
}
# no hand schedule: i carries s's sums and j q's, and tile(i, j), legal, is refused (q[i] = 0.0 stands
# between the two loops)
schedule auto { bicg.autotile(32) }
