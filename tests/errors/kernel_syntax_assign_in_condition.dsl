# `=` in a condition where `==` is meant
param N: i32 = 256
kernel first(a: f32[N]) grid(ceil_div(N, 128)) block(128) {
  if threadIdx.x = 0 {
    a[blockIdx.x] = 1
  }
}
