# zero_guards: both factors of the sum's term are read from shared copies filled with zeros past the end of A and B, so the guard of the partial last step (C.k < N) adds nothing and goes; the points' guards stay.
# RUN: irc compile %s --schedule tiled --print-ir-after=zero_guards
# CHECK-LABEL: IR Dump After zero_guards
# CHECK:       barrier
# CHECK-NEXT:  if C.i < 0 + N && C.j < 0 + N {
# CHECK-NEXT:    for C.ki in 0 .. 16 {
# CHECK-NEXT:      let C.k = 0 + C.ko * 16 + C.ki
# CHECK-NEXT:      C.acc[] = C.acc[] + A.shared[C.i - A.shared.min.0, C.k - A.shared.min.1] * B.shared[C.k - B.shared.min.0, C.j - B.shared.min.1]
# CHECK-NOT:   if C.k
param N: i32 = 100
input A: f32[N, N]
input B: f32[N, N]
func C(i, j) = A(i, k) * B(k, j)
output C[N, N]
schedule tiled { C.gpu_tile(i, j, bi, bj, ti, tj, 16, 16).split(k, ko, ki, 16); A.cache(C, ko); B.cache(C, ko) }
