# the kernel's closing brace is missing
param N: i32 = 256
kernel scale(a: f32[N], b: f32[N]) grid(ceil_div(N, 128)) block(128) {
  let i = blockIdx.x * 128 + threadIdx.x
  if i < N {
    b[i] = 2 * a[i]
  }
# ERROR: kernel_syntax_missing_brace.dsl:7:4: error: unexpected end of file; expected '}'
# ERROR:   }
# ERROR:    ^
# ERROR: note: the '{' at line 3, column 70 is not closed
