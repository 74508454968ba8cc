# sparse_lower: the union of two compressed rows: a while loop over both, the least coordinate, the case of the operands there, then a loop over each one's rest.
# RUN: irc compile %s --print-ir-after=sparse_lower
# CHECK-LABEL: IR Dump After sparse_lower [sparse]
# CHECK:       while pA1[0] < pA1.end && pB1[0] < pB1.end {
# CHECK-NEXT:    let jA1 = A.crd1[pA1[0]]
# CHECK-NEXT:    let jB1 = B.crd1[pB1[0]]
# CHECK-NEXT:    let C.j = min(jA1, jB1)
# CHECK-NEXT:    if jA1 == C.j && jB1 == C.j {
# CHECK-NEXT:      C[C.i, C.j] = A.vals[pA1[0]] + B.vals[pB1[0]]
# CHECK-NEXT:    } else {
# CHECK-NEXT:      if jA1 == C.j {
# CHECK-NEXT:        C[C.i, C.j] = A.vals[pA1[0]]
# CHECK:         pA1[0] = select(jA1 == C.j, pA1[0] + 1, pA1[0])
# CHECK:       while pA1[0] < pA1.end {
# CHECK:       while pB1[0] < pB1.end {
param N: i32 = 8
param M: i32 = 6
input A: f64[N, M] @csr
input B: f64[N, M] @csr
func C(i, j) = A(i, j) + B(i, j)
output C[N, M]
