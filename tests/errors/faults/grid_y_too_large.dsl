# a grid of 70000 blocks along y: over the 65,535 CUDA allows
kernel k(a: f32[32]) grid(1, 70000) block(32) {
  a[threadIdx.x] = 1
}
# RUN: irc simt %s
# ERROR: grid_y_too_large.dsl:2:22: error: a grid of 70000 along y is over the 65,535 a grid may have along y on the NVIDIA RTX A6000
# ERROR: kernel k(a: f32[32]) grid(1, 70000) block(32) {
# ERROR:                      ^~~~~~~~~~~~~~~~~~~~~~~~
