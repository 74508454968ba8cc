# a check reads buffers with ( ), like funcs
param N: i32 = 256
kernel scale(a: f32[N], b: f32[N]) grid(ceil_div(N, 128)) block(128) {
  b[threadIdx.x] = 2 * a[threadIdx.x]
}
check scale: b(i) = 2 * a[i]
# ERROR: kernel_check_brackets.dsl:6:25: error: a check reads buffers like funcs, with parentheses: a(...)
# ERROR: check scale: b(i) = 2 * a[i]
# ERROR:                         ^~~~
