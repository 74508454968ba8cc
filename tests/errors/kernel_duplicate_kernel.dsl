# two kernels with one name
param N: i32 = 256
kernel scale(a: f32[N]) grid(ceil_div(N, 128)) block(128) {
  a[threadIdx.x] = 0
}
kernel scale(a: f32[N]) grid(ceil_div(N, 128)) block(128) {
  a[threadIdx.x] = 1
}
# ERROR: kernel_duplicate_kernel.dsl:6:8: error: 'scale' is already defined, as the kernel at line 3
# ERROR: kernel scale(a: f32[N]) grid(ceil_div(N, 128)) block(128) {
# ERROR:        ^~~~~
