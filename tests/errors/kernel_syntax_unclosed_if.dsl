# an if's `}` is missing, so the kernel's body runs into the next kernel
param N: i32 = 256
kernel first(a: f32[N]) grid(ceil_div(N, 128)) block(128) {
  if threadIdx.x == 0 {
    a[blockIdx.x] = 1
}

kernel second(a: f32[N]) grid(ceil_div(N, 128)) block(128) {
  a[blockIdx.x * 128 + threadIdx.x] = 0
}
# ERROR: kernel_syntax_unclosed_if.dsl:8:1: error: unexpected 'kernel'; expected '}'
# ERROR: kernel second(a: f32[N]) grid(ceil_div(N, 128)) block(128) {
# ERROR: ^~~~~~
# ERROR: note: the '{' at line 3, column 59 is not closed
