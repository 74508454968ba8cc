# assemble: a CSR output of a union: each entry appended at the cursor, each row's end recorded in pos, rows no loop visits given the offset before them.
# RUN: irc compile %s --print-ir-after=assemble
# CHECK-LABEL: IR Dump After assemble [sparse]
# CHECK:       output C.pos1: i32[0 .. N + 1]
# CHECK:       allocate local C.cursor: i32[0 .. 1] {
# CHECK:         C.crd1[C.cursor[0]] = C.j
# CHECK-NEXT:    C.vals[C.cursor[0]] = A.vals[pA1[0]] + B.vals[pB1[0]]
# CHECK-NEXT:    C.cursor[0] = C.cursor[0] + 1
# CHECK:       C.pos1[C.i + 1] = C.cursor[0]
# CHECK:       C.pos1[C.pos1.r + 1] = max(C.pos1[C.pos1.r + 1], C.pos1[C.pos1.r])
param N: i32 = 8
param M: i32 = 6
input A: f64[N, M] @csr
input B: f64[N, M] @csr
func C(i, j) = A(i, j) + B(i, j)
output C[N, M] @csr
