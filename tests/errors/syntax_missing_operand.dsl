# An operator with nothing after it.
param W: i32 = 64
param H: i32 = 64
input in: f32[H, W] boundary clamp
func f(y, x) = in(y, x) + )
output f[H, W]
# ERROR: syntax_missing_operand.dsl:5:27: error: unexpected ')'; expected an expression
# ERROR: func f(y, x) = in(y, x) + )
# ERROR:                           ^
