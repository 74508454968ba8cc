# a grid has at most three dimensions
param N: i32 = 256
kernel scale(a: f32[N]) grid(2, 2, 2, 2) block(16) {
  a[threadIdx.x] = 0
}
# ERROR: kernel_grid_four_dims.dsl:3:30: error: grid takes 1 to 3 dimensions (x, y, z), got 4
# ERROR: kernel scale(a: f32[N]) grid(2, 2, 2, 2) block(16) {
# ERROR:                              ^~~~~~~~~~
