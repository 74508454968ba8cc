# a func's expression goes on to the next line only after an operator that ends its line
param N: i32 = 16
input a: f32[N]
func f(x) = a(x)
  * 2
output f[N]
# ERROR: syntax_line_starts_with_operator.dsl:5:3: error: unexpected '*' at the start of a line: the line before ends its statement; to go on, end that line with the '*'
# ERROR:   * 2
# ERROR:   ^
