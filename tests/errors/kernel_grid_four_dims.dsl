# a grid has at most three dimensions
param N: i32 = 256
kernel scale(a: f32[N]) grid(2, 2, 2, 2) block(16) {
  a[threadIdx.x] = 0
}
