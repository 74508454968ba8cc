# a check names one index twice
param N: i32 = 16
kernel tr(a: f32[N, N], b: f32[N, N]) grid(1) block(N, N) {
  b[threadIdx.y, threadIdx.x] = a[threadIdx.x, threadIdx.y]
}
check tr: b(i, i) = a(i, i)
