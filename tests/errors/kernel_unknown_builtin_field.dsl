# threadIdx has fields x, y and z
param N: i32 = 256
kernel scale(a: f32[N]) grid(ceil_div(N, 128)) block(128) {
  a[threadIdx.w] = 0
}
