# a conditional without its ':' (a newline after its middle operand ends it)
param N: i32 = 16
input a: f32[N]
func f(x) = x > 2 ? a(x)
  + 1
output f[N]
# ERROR: syntax_conditional_missing_colon.dsl:4:25: error: unexpected end of line; expected ':'
# ERROR: func f(x) = x > 2 ? a(x)
# ERROR:                         ^
