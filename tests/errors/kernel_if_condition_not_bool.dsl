# an if condition must be bool, not an integer
param N: i32 = 256
kernel first(a: f32[N]) grid(ceil_div(N, 128)) block(128) {
  if threadIdx.x {
    a[blockIdx.x] = 1
  }
}
# ERROR: kernel_if_condition_not_bool.dsl:4:6: error: a condition must be bool, not i32
# ERROR:   if threadIdx.x {
# ERROR:      ^~~~~~~~~~~
