# a kernel's parameters are buffers
param N: i32 = 256
kernel k(a: f32, x: f32[N]) grid(1) block(256) {
  x[thread.x] = 1.0
}
# ERROR: kernel_scalar_param.dsl:3:10: error: a kernel's parameters are buffers with a shape, a: f32[N]; pass a scalar in a one-element buffer
# ERROR: kernel k(a: f32, x: f32[N]) grid(1) block(256) {
# ERROR:          ^~~~~~
