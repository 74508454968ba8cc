# the grid N / 128 is 0 blocks at the default N = 100 (ceil_div(N, 128) was meant)
param N: i32 = 100
kernel none(a: f32[N]) grid(N / 128) block(128) {
  a[threadIdx.x] = 0
}
