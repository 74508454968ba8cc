# A missing ')': the newline inside the brackets is skipped, so the next line's word is the unexpected token.
param W: i32 = 64
param H: i32 = 64
input in: f32[H, W] boundary clamp
func f(y, x) = (in(y, x) + 1
output f[H, W]
# ERROR: syntax_missing_rpar.dsl:6:1: error: unexpected 'output'; expected an operator or ')'
# ERROR: output f[H, W]
# ERROR: ^~~~~~
# ERROR: note: the '(' at line 5, column 16 is not closed
