# an undeclared name in a kernel
param N: i32 = 256
kernel scale(a: f32[N]) grid(ceil_div(N, 128)) block(128) {
  let i = blockIdx.x * 128 + threadIdx.x
  a[i] = a[i] * factor
}
# ERROR: kernel_unknown_name.dsl:5:17: error: unknown name 'factor' in kernel 'scale'
# ERROR:   a[i] = a[i] * factor
# ERROR:                 ^~~~~~
