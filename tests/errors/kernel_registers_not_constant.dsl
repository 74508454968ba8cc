# registers(...) must be a constant
param N: i32 = 256
kernel scale(a: f32[N]) grid(ceil_div(N, 128)) block(128) registers(N / 8) {
  a[threadIdx.x] = 0
}
