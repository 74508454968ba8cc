# only the launch builtins have fields
param N: i32 = 256
kernel scale(a: f32[N]) grid(ceil_div(N, 128)) block(128) {
  a[threadIndex.x] = 0
}
# ERROR: kernel_unknown_attr_base.dsl:4:5: error: unknown name 'threadIndex.x'; the builtins are threadIdx, blockIdx, blockDim, gridDim with .x .y .z
# ERROR:   a[threadIndex.x] = 0
# ERROR:     ^~~~~~~~~~~~~
