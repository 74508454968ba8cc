# the launch is written grid(...) block(...), grid first
param N: i32 = 256
kernel scale(a: f32[N]) block(128) grid(ceil_div(N, 128)) {
  a[blockIdx.x * 128 + threadIdx.x] = 0
}
# ERROR: kernel_syntax_block_before_grid.dsl:3:25: error: unexpected 'block'; expected the kernel's launch, grid(...) block(...)
# ERROR: kernel scale(a: f32[N]) block(128) grid(ceil_div(N, 128)) {
# ERROR:                         ^~~~~
