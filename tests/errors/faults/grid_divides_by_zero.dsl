# the grid divides by N - 256, which is zero at the default N = 256
param N: i32 = 256
kernel k(a: f32[N]) grid(N / (N - 256)) block(128) {
  a[threadIdx.x] = 0
}
# RUN: irc simt %s
# ERROR: grid_divides_by_zero.dsl:3:21: error: launch dimension blockIdx.x divides by zero at N=256
# ERROR: kernel k(a: f32[N]) grid(N / (N - 256)) block(128) {
# ERROR:                     ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
