# A size's default must be positive.
param W: i32 = -4
input in: f32[W] boundary clamp
func f(x) = in(x)
output f[W]
