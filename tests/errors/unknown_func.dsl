# A call of a func that does not exist.
param W: i32 = 64
param H: i32 = 64
input in: f32[H, W] boundary clamp
func f(y, x) = blur(y, x)
output f[H, W]
# ERROR: unknown_func.dsl:5:16: error: unknown function 'blur'
# ERROR: func f(y, x) = blur(y, x)
# ERROR:                ^~~~
