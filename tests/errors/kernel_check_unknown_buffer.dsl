# a check names a buffer the kernel does not have
param N: i32 = 256
kernel scale(a: f32[N], b: f32[N]) grid(ceil_div(N, 128)) block(128) {
  b[threadIdx.x] = 2 * a[threadIdx.x]
}
check scale: c(i) = 2 * a(i)
# ERROR: kernel_check_unknown_buffer.dsl:6:14: error: kernel 'scale' has no buffer 'c'; its buffers are a, b
# ERROR: check scale: c(i) = 2 * a(i)
# ERROR:              ^
