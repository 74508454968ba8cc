# a name declared twice in one kernel
param N: i32 = 256
kernel scale(a: f32[N]) grid(ceil_div(N, 128)) block(128) {
  let i = blockIdx.x * 128 + threadIdx.x
  let i = threadIdx.x
  a[i] = 0
}
# ERROR: kernel_redeclared_name.dsl:5:7: error: 'i' is already declared in kernel 'scale', at line 4
# ERROR:   let i = threadIdx.x
# ERROR:       ^
