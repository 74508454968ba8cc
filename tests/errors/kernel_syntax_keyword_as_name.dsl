# a statement keyword used as a variable name
param N: i32 = 256
kernel count(a: f32[N]) grid(ceil_div(N, 128)) block(128) {
  let for = blockIdx.x * 128 + threadIdx.x
  a[for] = 0
}
# ERROR: kernel_syntax_keyword_as_name.dsl:4:7: error: 'for' is a reserved name
# ERROR:   let for = blockIdx.x * 128 + threadIdx.x
# ERROR:       ^~~
