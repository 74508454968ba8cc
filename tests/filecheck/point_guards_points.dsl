# point_guards: the guard of each point a thread computes (`if C.i < N`, 4 points a thread) leaves the step of the sum, since the point's result is stored under the same guard; the thread's own guard (`if C.j < N`), under which its accumulators were zeroed, stays around the step.
# RUN: irc compile %s --schedule column --print-ir-after=point_guards
# CHECK-LABEL: IR Dump After point_guards
# CHECK:       barrier
# CHECK-NEXT:  if C.j < 0 + N {
# CHECK-NEXT:    for C.ki in 0 .. 4 {
# CHECK-NEXT:      let C.k = 0 + C.ko * 4 + C.ki
# CHECK-NEXT:      for C.mi in 0 .. 4 {
# CHECK-NEXT:        let C.ii = 0 + threadIdx.y * 4 + C.mi
# CHECK-NEXT:        let C.i = 0 + blockIdx.y * 16 + C.ii
# CHECK-NEXT:        C.acc[C.mi] = C.acc[C.mi] + A.shared[C.i - A.shared.min.0, C.k - A.shared.min.1] * B.shared[C.k - B.shared.min.0, C.j - B.shared.min.1]
# CHECK:       for C.mi.out in 0 .. 4 {
# CHECK:           if C.i < 0 + N {
# CHECK-NEXT:        C[C.i, C.j] = C.acc[C.mi.out]
param N: i32 = 70
input A: f32[N, N]
input B: f32[N, N]
func C(i, j) = A(i, k) * B(k, j)
output C[N, N]
schedule column { C.tile(i, j, bi, bj, ii, tj, 16, 16).split(ii, ti, mi, 4).split(k, ko, ki, 4)
                  C.reorder(bi, bj, ti, tj, ko, ki, mi).gpu_blocks(bi, bj).gpu_threads(ti, tj)
                  A.cache(C, ko); B.cache(C, ko) }
