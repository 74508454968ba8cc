# The file ends inside '(': the note says which one is open.
param W: i32 = 64
param H: i32 = 64
input in: f32[H, W] boundary clamp
func f(y, x) = (in(y, x) +
