# a comparison stored in a float buffer
param N: i32 = 256
kernel flag(a: f32[N]) grid(ceil_div(N, 128)) block(128) {
  a[threadIdx.x] = threadIdx.x < 4
}
