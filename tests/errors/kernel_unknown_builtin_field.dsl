# threadIdx has fields x, y and z
param N: i32 = 256
kernel scale(a: f32[N]) grid(ceil_div(N, 128)) block(128) {
  a[threadIdx.w] = 0
}
# ERROR: kernel_unknown_builtin_field.dsl:4:5: error: 'threadIdx' has fields x, y and z, not 'w'
# ERROR:   a[threadIdx.w] = 0
# ERROR:     ^~~~~~~~~~~
