# threadIdx needs an axis
param N: i32 = 256
kernel scale(a: f32[N]) grid(ceil_div(N, 128)) block(128) {
  a[threadIdx] = 0
}
# ERROR: kernel_builtin_without_field.dsl:4:5: error: 'threadIdx' needs an axis: threadIdx.x, threadIdx.y or threadIdx.z
# ERROR:   a[threadIdx] = 0
# ERROR:     ^~~~~~~~~
