# a parameter's shape uses an unknown size
param N: i32 = 256
kernel scale(a: f32[M]) grid(ceil_div(N, 128)) block(128) {
  a[threadIdx.x] = 0
}
