# the `{` of an if is on the line after its condition
param N: i32 = 256
kernel first(a: f32[N]) grid(ceil_div(N, 128)) block(128) {
  if threadIdx.x == 0
  {
    a[blockIdx.x] = 1
  }
}
# ERROR: kernel_syntax_brace_on_next_line.dsl:4:22: error: unexpected end of line; the '{' must be on this line, not the next
# ERROR:   if threadIdx.x == 0
# ERROR:                      ^
