# '%' on floats.
param W: i32 = 64
param H: i32 = 64
input in: f32[H, W] boundary clamp
func f(y, x) = in(y, x) % 2.0
output f[H, W]
# ERROR: float_mod.dsl:5:16: error: '%' needs integer operands, not f32; for floats write a - floor(a / b) * b
# ERROR: func f(y, x) = in(y, x) % 2.0
# ERROR:                ^~~~~~~~~~~~~~
