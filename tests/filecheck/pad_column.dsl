# pad: the shared copy of a gets one extra word per row (32 x 33), so a warp reading a column meets 32 banks.
# RUN: irc compile %s --schedule padded --print-ir-after=pad
# CHECK-LABEL: IR Dump After pad
# CHECK:       allocate shared a.shared: f32[0 .. 32, 0 .. 33] {
# CHECK:       a.shared[threadIdx.y, threadIdx.x] = select(a.shared.min.0 + threadIdx.y < M && a.shared.min.1 + threadIdx.x < M, a[a.shared.min.0 + threadIdx.y, a.shared.min.1 + threadIdx.x], 0.0f)
# CHECK-NEXT:  barrier
param M: i32 = 512
input a: f32[M, M]
func t(i, j) = a(j, i)
output t[M, M]
schedule padded { t.gpu_tile(i, j, bi, bj, ti, tj, 32, 32); a.cache(t, bj).pad(1) }
