# a shared array's extent N - 300 is negative at N = 256
param N: i32 = 256
kernel k(a: f32[N]) grid(2) block(128) {
  shared s: f32[N - 300]
  a[threadIdx.x] = 0
}
# RUN: irc simt %s
# ERROR: negative_shared_extent.dsl:4:3: error: an extent of 's' is -44 at N=256; it cannot be negative
# ERROR:   shared s: f32[N - 300]
# ERROR:   ^~~~~~~~~~~~~~~~~~~~~~
