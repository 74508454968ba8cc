# the launch dimensions are computed from sizes only
param N: i32 = 256
kernel scale(a: f32[N]) grid(N / blockDim.x) block(128) {
  a[threadIdx.x] = 0
}
