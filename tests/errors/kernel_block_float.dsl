# a block's dimensions must be integers
param N: i32 = 256
kernel scale(a: f32[N]) grid(2) block(12.5) {
  a[threadIdx.x] = 0
}
