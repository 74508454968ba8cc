# the grid N / 128 is 0 blocks at the default N = 100 (ceil_div(N, 128) was meant)
param N: i32 = 100
kernel none(a: f32[N]) grid(N / 128) block(128) {
  a[threadIdx.x] = 0
}
# RUN: irc simt %s
# ERROR: empty_grid.dsl:3:24: error: a launch of 0 blocks of 128 threads runs nothing; both must be at least 1
# ERROR: kernel none(a: f32[N]) grid(N / 128) block(128) {
# ERROR:                        ^~~~~~~~~~~~~~~~~~~~~~~~
