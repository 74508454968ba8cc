# operand_registers: a thread computing 4 x 4 consecutive points loads, per step of the sum, its 4 values of A and 4 of B from shared memory into registers once (unrolled loops, outside the points' guards), and accumulates their outer product.
# RUN: irc compile %s --schedule blocked --print-ir-after=operand_registers
# CHECK-LABEL: IR Dump After operand_registers
# CHECK:       allocate local A.shared.reg: f32[0 .. 4] {
# CHECK-NEXT:    allocate local B.shared.reg: f32[0 .. 4] {
# CHECK:       for C.ki in 0 .. 4 {
# CHECK-NEXT:    let C.k = 0 + C.ko * 4 + C.ki
# CHECK-NEXT:    unrolled for A.shared.reg.0 in 0 .. 4 {
# CHECK-NEXT:      A.shared.reg[A.shared.reg.0] = A.shared[A.shared.reg.0 + threadIdx.y * 4, C.ki]
# CHECK:         unrolled for B.shared.reg.0 in 0 .. 4 {
# CHECK-NEXT:      B.shared.reg[B.shared.reg.0] = B.shared[C.ki, B.shared.reg.0 + threadIdx.x * 4]
# CHECK:         unrolled for C.mi in 0 .. 4 {
# CHECK:             unrolled for C.nj in 0 .. 4 {
# CHECK:                 C.acc[C.mi, C.nj] = C.acc[C.mi, C.nj] + A.shared.reg[C.mi] * B.shared.reg[C.nj]
param N: i32 = 64
input A: f32[N, N]
input B: f32[N, N]
func C(i, j) = A(i, k) * B(k, j)
output C[N, N]
schedule blocked { C.tile(i, j, bi, bj, ii, jj, 32, 32).split(ii, ti, mi, 4).split(jj, tj, nj, 4).split(k, ko, ki, 4)
                   C.reorder(bi, bj, ti, tj, ko, ki, mi, nj).gpu_blocks(bi, bj).gpu_threads(ti, tj)
                   A.cache(C, ko); B.cache(C, ko) }
