# A token where an operator or the end of the statement must come.
param W: i32 = 64
param H: i32 = 64
input in: f32[H, W] boundary clamp
func f(y, x) = in(y, x) 2
output f[H, W]
# ERROR: syntax_token_after_expr.dsl:5:25: error: unexpected '2'; expected an operator, ';' or end of line
# ERROR: func f(y, x) = in(y, x) 2
# ERROR:                         ^
