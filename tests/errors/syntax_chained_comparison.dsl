# a < b < c does not parse.
param W: i32 = 64
param H: i32 = 64
input in: f32[H, W] boundary clamp
func f(y, x) = select(0 < x < W, in(y, x), 0)
output f[H, W]
# ERROR: syntax_chained_comparison.dsl:5:29: error: comparisons do not chain: write a < b && b < c
# ERROR: func f(y, x) = select(0 < x < W, in(y, x), 0)
# ERROR:                             ^
