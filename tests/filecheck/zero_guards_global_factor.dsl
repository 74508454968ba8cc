# zero_guards: B is read from global memory, not from a zero-filled copy: past the end its read would be out of bounds (and an inf of A times it a NaN), so the guard of the sum stays.
# RUN: irc compile %s --schedule tiled --print-ir-after=zero_guards
# CHECK-LABEL: IR Dump After zero_guards (unchanged)
# CHECK:       for C.ki in 0 .. 16 {
# CHECK-NEXT:    let C.k = 0 + C.ko * 16 + C.ki
# CHECK-NEXT:    if C.k < 0 + N {
# CHECK-NEXT:      C.acc[] = C.acc[] + A.shared[C.i - A.shared.min.0, C.k - A.shared.min.1] * B[C.k, C.j]
param N: i32 = 100
input A: f32[N, N]
input B: f32[N, N]
func C(i, j) = A(i, k) * B(k, j)
output C[N, N]
schedule tiled { C.gpu_tile(i, j, bi, bj, ti, tj, 16, 16).split(k, ko, ki, 16); A.cache(C, ko) }
