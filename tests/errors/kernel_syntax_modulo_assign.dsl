# `%=` is not an assignment operator (only = += -= *= /=)
param N: i32 = 256
kernel wrap(a: i32[N]) grid(ceil_div(N, 128)) block(128) {
  a[blockIdx.x * 128 + threadIdx.x] %= 7
}
# ERROR: kernel_syntax_modulo_assign.dsl:4:37: error: unexpected '%'; expected an assignment ('=', '+=', '-=', '*=', '/=')
# ERROR:   a[blockIdx.x * 128 + threadIdx.x] %= 7
# ERROR:                                     ^
