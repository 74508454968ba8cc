# An input indexed with too few indices.
param W: i32 = 64
param H: i32 = 64
input in: f32[H, W] boundary clamp
func f(y, x) = in(y)
output f[H, W]
# ERROR: wrong_index_count.dsl:5:16: error: 'in' has 2 dimensions, indexed with 1
# ERROR: func f(y, x) = in(y)
# ERROR:                ^~~~~
