# cache: A's tile for one iteration of C.ko copied by the block's threads (x along A's rows), one barrier before the reads and one after, the point guards moved inside the loop.
# RUN: irc compile %s --schedule tiled --print-ir-after=cache
# CHECK-LABEL: IR Dump After cache
# CHECK:       allocate shared A.shared: f32[0 .. 16, 0 .. 16] {
# CHECK:       for C.ko in 0 .. (N + 15) / 16 {
# CHECK-NEXT:    let A.shared.min.0 = blockIdx.y * 16
# CHECK-NEXT:    let A.shared.min.1 = C.ko * 16
# CHECK-NEXT:    A.shared[threadIdx.y, threadIdx.x] = select(A.shared.min.0 + threadIdx.y < N && A.shared.min.1 + threadIdx.x < N, A[A.shared.min.0 + threadIdx.y, A.shared.min.1 + threadIdx.x], 0.0f)
# CHECK-NEXT:    barrier
# CHECK-NEXT:    if C.i < 0 + N && C.j < 0 + N {
# CHECK:             C.acc[] = C.acc[] + A.shared[C.i - A.shared.min.0, C.k - A.shared.min.1] * B[C.k, C.j]
# CHECK:         barrier
param N: i32 = 64
input A: f32[N, N]
input B: f32[N, N]
func C(i, j) = A(i, k) * B(k, j)
output C[N, N]
schedule tiled { C.gpu_tile(i, j, bi, bj, ti, tj, 16, 16).split(k, ko, ki, 16); A.cache(C, ko) }
