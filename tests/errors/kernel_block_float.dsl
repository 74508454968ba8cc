# a block's dimensions must be integers
param N: i32 = 256
kernel scale(a: f32[N]) grid(2) block(12.5) {
  a[threadIdx.x] = 0
}
# ERROR: kernel_block_float.dsl:3:39: error: a block dimension must be an integer, not f32
# ERROR: kernel scale(a: f32[N]) grid(2) block(12.5) {
# ERROR:                                       ^~~~
