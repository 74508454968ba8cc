# a 2-D read whose second index runs past its extent (thread (31, 1) reads a[31, 32])
param N: i32 = 32
kernel tr(a: f32[N, N], c: f32[N, N]) grid(1, 1) block(32, 32) {
  c[threadIdx.y, threadIdx.x] = a[threadIdx.x, threadIdx.y + threadIdx.x]
}
