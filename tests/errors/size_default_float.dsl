# A size's default must be an integer.
param W: i32 = 64.5
input in: f32[W] boundary clamp
func f(x) = in(x)
output f[W]
# ERROR: size_default_float.dsl:2:16: error: a size must be an integer expression, not f32
# ERROR: param W: i32 = 64.5
# ERROR:                ^~~~
