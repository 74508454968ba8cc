# PolyBench's trmm: B = alpha * A^T B with A unit lower triangular (its diagonal not read), B
# updated in place row by row, as PolyBench's C has it (alpha = 1.5 as its initialisation sets it,
# written as a constant: a proc's parameters are arrays; sizes: SMALL).  isl's scheduler runs the
# two statements in nests of their own (every S0 before the scaling S1, which the dependences
# allow) and autotile tiles both: S0's (j, i, k), 3-D, j's tiles in parallel; S1's (i, j):
#   irc run examples/procs/trmm.dsl --size M=60,N=80 --check
#   irc run examples/procs/trmm.dsl --schedule auto --size M=60,N=80 --check
param M: i32 = 200
param N: i32 = 240
proc trmm(A: f64[M, M], B: f64[M, N]) {
  for i in 0 .. M {
    for j in 0 .. N {
      for k in i + 1 .. M {
        B[i, j] += A[k, i] * B[k, j]
      }
      B[i, j] = 1.5 * B[i, j]
    }
  }
}
schedule auto { trmm.autotile(32) }
