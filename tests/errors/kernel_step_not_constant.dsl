# a loop's step must be a constant
param N: i32 = 256
kernel strided(a: f32[N]) grid(1) block(32) {
  for i in threadIdx.x .. N step blockDim.x * gridDim.x + threadIdx.x {
    a[i] = 0
  }
}
# ERROR: kernel_step_not_constant.dsl:4:34: error: a loop's step must be an integer constant, e.g. `step 32`
# ERROR:   for i in threadIdx.x .. N step blockDim.x * gridDim.x + threadIdx.x {
# ERROR:                                  ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
