# A size's default must be an integer.
param W: i32 = 64.5
input in: f32[W] boundary clamp
func f(x) = in(x)
output f[W]
