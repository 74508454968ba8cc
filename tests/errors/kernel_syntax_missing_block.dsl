# the launch gives a grid but no block
param N: i32 = 256
kernel scale(a: f32[N]) grid(N / 128) {
  a[threadIdx.x] = 0
}
# ERROR: kernel_syntax_missing_block.dsl:3:39: error: unexpected '{'; expected 'block'
# ERROR: kernel scale(a: f32[N]) grid(N / 128) {
# ERROR:                                       ^
