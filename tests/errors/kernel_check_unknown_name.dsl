# a check's expression reads a name that is neither an index nor a buffer
param N: i32 = 256
kernel scale(a: f32[N], b: f32[N]) grid(ceil_div(N, 128)) block(128) {
  b[threadIdx.x] = 2 * a[threadIdx.x]
}
check scale: b(i) = factor * a(i)
# ERROR: kernel_check_unknown_name.dsl:6:21: error: unknown name 'factor' in the check of 'b'; its indices are i
# ERROR: check scale: b(i) = factor * a(i)
# ERROR:                     ^~~~~~
