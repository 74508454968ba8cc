# prefetch: SpMV's gather of x asked for 64 positions ahead, in a version of the row's loop taken while the read of A.crd1 ahead stays inside the level; the last rows run the loop as written.
# RUN: irc compile %s --print-ir-after=prefetch
# CHECK-LABEL: IR Dump After prefetch [sparse]
# CHECK:       if A.pos1[y.i + 1] <= A.n1 - 64 {
# CHECK-NEXT:    for pA1 in A.pos1[y.i] .. A.pos1[y.i + 1] {
# CHECK-NEXT:      prefetch x[A.crd1[pA1 + 64]]
# CHECK-NEXT:      let y.j = A.crd1[pA1]
# CHECK:       } else {
# CHECK-NEXT:    for pA1 in A.pos1[y.i] .. A.pos1[y.i + 1] {
# CHECK-NEXT:      let y.j = A.crd1[pA1]
# CHECK-NOT:     prefetch
param N: i32 = 8
param M: i32 = 6
input A: f64[N, M] @csr
input x: f64[M]
func y(i) = A(i, j) * x(j)
output y[N]
