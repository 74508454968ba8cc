# a loop's step of zero never ends
param N: i32 = 256
kernel strided(a: f32[N]) grid(1) block(32) {
  for i in threadIdx.x .. N step 0 {
    a[i] = 0
  }
}
