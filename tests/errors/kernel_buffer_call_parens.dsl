# a kernel's buffer is indexed with [ ], not called with ( )
param N: i32 = 256
kernel copy(a: f32[N], b: f32[N]) grid(ceil_div(N, 128)) block(128) {
  let i = blockIdx.x * 128 + threadIdx.x
  b[i] = a(i)
}
# ERROR: kernel_buffer_call_parens.dsl:5:10: error: 'a' is an array: index it with square brackets, a[...]
# ERROR:   b[i] = a(i)
# ERROR:          ^
