# PolyBench's doitgen: each row A[r, q, :] multiplied by C4, through the array sum, as PolyBench
# 4.2.1 writes it (sizes: SMALL):
#   irc run examples/polybench/doitgen.dsl --size NQ=20,NR=25,NP=30 --check
param NQ: i32 = 40
param NR: i32 = 50
param NP: i32 = 60
proc doitgen(A: f64[NR, NQ, NP], C4: f64[NP, NP], sum: f64[NP]) {
  for r in 0 .. NR {
    for q in 0 .. NQ {
      for p in 0 .. NP {
        sum[p] = 0.0
        for s in 0 .. NP {
          sum[p] += A[r, q, s] * C4[s, p]
        }
      }
      for p in 0 .. NP {
        A[r, q, p] = sum[p]
      }
    }
  }
}
schedule auto     { doitgen.autotile(32) }
schedule parallel { doitgen.parallel(p) }               # r and q reuse the array sum: p's loops
