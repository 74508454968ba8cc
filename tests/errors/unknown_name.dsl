# A name that is no argument, size, input or func.
param W: i32 = 64
param H: i32 = 64
input in: f32[H, W] boundary clamp
func f(y, x) = in(y, x) * scale
output f[H, W]
# ERROR: unknown_name.dsl:5:27: error: unknown name 'scale' in func 'f'; its arguments are y, x
# ERROR: func f(y, x) = in(y, x) * scale
# ERROR:                           ^~~~~
