# a loop's step must be an integer
param N: i32 = 256
kernel strided(a: f32[N]) grid(1) block(32) {
  for i in threadIdx.x .. N step 0.5 {
    a[i] = 0
  }
}
# ERROR: kernel_step_float.dsl:4:34: error: a loop's step must be an integer, not f32
# ERROR:   for i in threadIdx.x .. N step 0.5 {
# ERROR:                                  ^~~
