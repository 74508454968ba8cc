# a check names a kernel that does not exist
param N: i32 = 256
kernel scale(a: f32[N], b: f32[N]) grid(ceil_div(N, 128)) block(128) {
  b[threadIdx.x] = 2 * a[threadIdx.x]
}
check scale, scael: b(i) = 2 * a(i)
# ERROR: kernel_check_unknown_kernel.dsl:6:14: error: unknown kernel 'scael'; the kernels are scale
# ERROR: check scale, scael: b(i) = 2 * a(i)
# ERROR:              ^~~~~
