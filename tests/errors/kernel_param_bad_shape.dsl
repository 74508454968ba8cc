# a parameter's shape uses an unknown size
param N: i32 = 256
kernel scale(a: f32[M]) grid(ceil_div(N, 128)) block(128) {
  a[threadIdx.x] = 0
}
# ERROR: kernel_param_bad_shape.dsl:3:21: error: unknown name 'M'; a buffer's shape may use only sizes (N) and constants
# ERROR: kernel scale(a: f32[M]) grid(ceil_div(N, 128)) block(128) {
# ERROR:                     ^
