# a loop's bounds must be integers
param N: i32 = 256
kernel strided(a: f32[N]) grid(1) block(32) {
  for i in 0 .. a[0] {
    a[i] = 0
  }
}
# ERROR: kernel_loop_bound_float.dsl:4:17: error: a loop bound must be an integer, not f32
# ERROR:   for i in 0 .. a[0] {
# ERROR:                 ^~~~
