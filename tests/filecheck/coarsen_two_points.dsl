# coarsen: a block covers two tiles of j (N + 63) / 64, and each thread computes its two points, 32 apart, in loop C.j.c inside the sum, into an accumulator of two; the result is stored over C.j.c.out.
# RUN: irc compile %s --schedule coarse --print-ir-after=coarsen
# CHECK-LABEL: IR Dump After coarsen
# CHECK:       gpu_block for blockIdx.x in 0 .. (N + 63) / 64 {
# CHECK:       let C.i = 0 + blockIdx.y * 32 + threadIdx.y
# CHECK-NEXT:  if C.i < 0 + N {
# CHECK-NEXT:    allocate local C.acc: f32[0 .. 2] {
# CHECK-NEXT:      for C.j.c.init in 0 .. 2 {
# CHECK-NEXT:        C.acc[C.j.c.init] = 0.0f
# CHECK:           for C.ko in 0 .. (N + 31) / 32 {
# CHECK-NEXT:        for C.j.c in 0 .. 2 {
# CHECK-NEXT:          let C.j.r = C.j.c * 32 + threadIdx.x
# CHECK-NEXT:          let C.j = 0 + blockIdx.x * 2 * 32 + C.j.r
# CHECK-NEXT:          if C.j < 0 + N {
# CHECK:                   C.acc[C.j.c] = C.acc[C.j.c] + A[C.i, C.k] * B[C.k, C.j]
# CHECK:           for C.j.c.out in 0 .. 2 {
# CHECK-NEXT:        let C.j.r = C.j.c.out * 32 + threadIdx.x
# CHECK-NEXT:        let C.j = 0 + blockIdx.x * 2 * 32 + C.j.r
# CHECK-NEXT:        if C.j < 0 + N {
# CHECK-NEXT:          C[C.i, C.j] = C.acc[C.j.c.out]
param N: i32 = 1024
input A: f32[N, N]
input B: f32[N, N]
func C(i, j) = A(i, k) * B(k, j)
output C[N, N]
schedule coarse { C.gpu_tile(i, j, bi, bj, ti, tj, 32, 32).split(k, ko, ki, 32).coarsen(j, 2) }
