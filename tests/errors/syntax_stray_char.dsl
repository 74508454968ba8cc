# A character that is no token.
param W: i32 = 64
param H: i32 = 64
input in: f32[H, W] boundary clamp
func f(y, x) = in(y, x) $ 2
output f[H, W]
# ERROR: syntax_stray_char.dsl:5:25: error: unexpected character '$'
# ERROR: func f(y, x) = in(y, x) $ 2
# ERROR:                         ^
