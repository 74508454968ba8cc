# The output gives one range for a two-dimensional func.
param W: i32 = 64
param H: i32 = 64
input in: f32[H, W] boundary clamp
func f(y, x) = in(y, x)
output f[H]
# ERROR: output_wrong_ranges.dsl:6:1: error: func 'f' has 2 dimensions (y, x), but the output gives 1 range
# ERROR: output f[H]
# ERROR: ^~~~~~~~~~~
