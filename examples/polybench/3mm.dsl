# PolyBench's 3mm: G = (A B) (C D), three products, E and F first, as PolyBench 4.2.1 writes it
# (sizes: SMALL):
#   irc run examples/polybench/3mm.dsl --size NI=40,NJ=50,NK=60,NL=70,NM=80 --check
param NI: i32 = 180
param NJ: i32 = 190
param NK: i32 = 200
param NL: i32 = 210
param NM: i32 = 220
proc 3mm(E: f64[NI, NJ], A: f64[NI, NK], B: f64[NK, NJ], F: f64[NJ, NL], C: f64[NJ, NM],
         D: f64[NM, NL], G: f64[NI, NL]) {
  # E := A*B
  for i in 0 .. NI {
    for j in 0 .. NJ {
      E[i, j] = 0.0
      for k in 0 .. NK {
        E[i, j] += A[i, k] * B[k, j]
      }
    }
  }
  # F := C*D
  for i in 0 .. NJ {
    for j in 0 .. NL {
      F[i, j] = 0.0
      for k in 0 .. NM {
        F[i, j] += C[i, k] * D[k, j]
      }
    }
  }
  # G := E*F
  for i in 0 .. NI {
    for j in 0 .. NL {
      G[i, j] = 0.0
      for k in 0 .. NJ {
        G[i, j] += E[i, k] * F[k, j]
      }
    }
  }
}
schedule auto     { 3mm.autotile(32) }
schedule parallel { 3mm.parallel(i) }                   # the rows of E, F, then G
schedule tiled    { 3mm.tile(i, j, 32, 32) }            # the three nests in 32 x 32 blocks
