# A func that reads itself (recursion is not supported).
param W: i32 = 64
param H: i32 = 64
input in: f32[H, W] boundary clamp
func f(y, x) = f(y, x - 1) + in(y, x)
output f[H, W]
# ERROR: self_reference.dsl:5:16: error: func 'f' refers to itself; to build a value up, give it an update definition: f(...) += ...
# ERROR: func f(y, x) = f(y, x - 1) + in(y, x)
# ERROR:                ^~~~~~~~~~~
