# A size's default must be positive.
param W: i32 = -4
input in: f32[W] boundary clamp
func f(x) = in(x)
output f[W]
# ERROR: size_default_negative.dsl:2:16: error: size 'W' must be positive, got -4
# ERROR: param W: i32 = -4
# ERROR:                ^~
