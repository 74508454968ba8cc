# A missing ')': the newline inside the brackets is skipped, so the next line's word is the unexpected token.
param W: i32 = 64
param H: i32 = 64
input in: f32[H, W] boundary clamp
func f(y, x) = (in(y, x) + 1
output f[H, W]
