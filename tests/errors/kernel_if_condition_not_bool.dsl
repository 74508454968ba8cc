# an if condition must be bool, not an integer
param N: i32 = 256
kernel first(a: f32[N]) grid(ceil_div(N, 128)) block(128) {
  if threadIdx.x {
    a[blockIdx.x] = 1
  }
}
