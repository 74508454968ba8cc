# a loop's step of zero never ends
param N: i32 = 256
kernel strided(a: f32[N]) grid(1) block(32) {
  for i in threadIdx.x .. N step 0 {
    a[i] = 0
  }
}
# ERROR: kernel_step_zero.dsl:4:34: error: a loop's step must be positive, got 0
# ERROR:   for i in threadIdx.x .. N step 0 {
# ERROR:                                  ^
