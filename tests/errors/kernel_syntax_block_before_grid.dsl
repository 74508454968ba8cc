# the launch is written grid(...) block(...), grid first
param N: i32 = 256
kernel scale(a: f32[N]) block(128) grid(ceil_div(N, 128)) {
  a[blockIdx.x * 128 + threadIdx.x] = 0
}
