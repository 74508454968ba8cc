# the kernel's closing brace is missing
param N: i32 = 256
kernel scale(a: f32[N], b: f32[N]) grid(ceil_div(N, 128)) block(128) {
  let i = blockIdx.x * 128 + threadIdx.x
  if i < N {
    b[i] = 2 * a[i]
  }
