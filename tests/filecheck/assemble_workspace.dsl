# assemble: SpGEMM's rows bounded (phase 0), then gathered in a workspace: a column set the first time is flagged and listed; the list is sorted, then the row written out.
# RUN: irc compile %s --print-ir-after=assemble
# CHECK-LABEL: IR Dump After assemble [sparse]
# CHECK:       allocate C.w: f64[0 .. M] {
# CHECK:         C.pos1[C.i + 1] = i32(min(C.n[0], i64(M)))
# CHECK:         allocate local C.cursor: i32[0 .. 1] {
# CHECK:         if C.flag[C.j] == 0 {
# CHECK-NEXT:      C.flag[C.j] = 1
# CHECK-NEXT:      C.list[C.n[0]] = C.j
# CHECK-NEXT:      C.n[0] = C.n[0] + 1
# CHECK-NEXT:      C.w[C.j] = A.vals[pA1] * B.vals[pB1]
# CHECK-NEXT:    } else {
# CHECK-NEXT:      C.w[C.j] = C.w[C.j] + A.vals[pA1] * B.vals[pB1]
# CHECK:         sort C.list[0 .. + C.n[0]] (scratch C.tmp)
# CHECK-NEXT:    for C.q in 0 .. C.n[0] {
# CHECK-NEXT:      let C.q.j = C.list[C.q]
# CHECK-NEXT:      C.crd1[C.cursor[0] + C.q] = C.q.j
# CHECK-NEXT:      C.vals[C.cursor[0] + C.q] = C.w[C.q.j]
# CHECK-NEXT:      C.flag[C.q.j] = 0
# CHECK:         C.pos1[C.i + 1] = C.cursor[0]
param N: i32 = 8
param K: i32 = 7
param M: i32 = 6
input A: f64[N, K] @csr
input B: f64[K, M] @csr
func C(i, j) = A(i, k) * B(k, j)
output C[N, M] @csr
