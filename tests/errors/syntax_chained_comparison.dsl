# a < b < c does not parse.
param W: i32 = 64
param H: i32 = 64
input in: f32[H, W] boundary clamp
func f(y, x) = select(0 < x < W, in(y, x), 0)
output f[H, W]
