# a buffer's extent N - 200 is negative at N = 100
param N: i32 = 100
kernel neg(a: f32[N - 200]) grid(1) block(32) {
  a[threadIdx.x] = 0
}
# RUN: irc simt %s
# ERROR: negative_buffer_extent.dsl:3:12: error: an extent of 'a' is -100 at N=100; it cannot be negative
# ERROR: kernel neg(a: f32[N - 200]) grid(1) block(32) {
# ERROR:            ^~~~~~~~~~~~~~~
