# `else` must follow the `}` of its `if` on the same line
param N: i32 = 256
kernel clip(a: f32[N], b: f32[N]) grid(ceil_div(N, 128)) block(128) {
  let i = blockIdx.x * 128 + threadIdx.x
  if i < N {
    b[i] = a[i]
  }
  else {
    b[0] = 0
  }
}
# ERROR: kernel_syntax_else_on_new_line.dsl:8:3: error: 'else' must be on the line of the '}' that closes its if: write `} else {`
# ERROR:   else {
# ERROR:   ^~~~
