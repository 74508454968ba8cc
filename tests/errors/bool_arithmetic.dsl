# A comparison used as a number.
param W: i32 = 64
param H: i32 = 64
input in: f32[H, W] boundary clamp
func f(y, x) = in(y, x) + (x > 2)
output f[H, W]
# ERROR: bool_arithmetic.dsl:5:16: error: '+' needs numbers, not f32 and bool; write select(cond, 1, 0) to use a bool as a number
# ERROR: func f(y, x) = in(y, x) + (x > 2)
# ERROR:                ^~~~~~~~~~~~~~~~~~
