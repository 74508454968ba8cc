# a loop's step must be a constant
param N: i32 = 256
kernel strided(a: f32[N]) grid(1) block(32) {
  for i in threadIdx.x .. N step blockDim.x * gridDim.x + threadIdx.x {
    a[i] = 0
  }
}
