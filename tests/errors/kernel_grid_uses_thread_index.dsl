# the launch dimensions are computed from sizes only
param N: i32 = 256
kernel scale(a: f32[N]) grid(N / blockDim.x) block(128) {
  a[threadIdx.x] = 0
}
# ERROR: kernel_grid_uses_thread_index.dsl:3:34: error: 'blockDim.x' is not known here: a grid dimension may use only sizes (N) and constants
# ERROR: kernel scale(a: f32[N]) grid(N / blockDim.x) block(128) {
# ERROR:                                  ^~~~~~~~~~
