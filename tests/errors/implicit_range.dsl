# A summed variable that indexes only a func: its range cannot be inferred.
param W: i32 = 64
param H: i32 = 64
input in: f32[H, W] boundary clamp
func g(y, x) = in(y, x)
func f(y, x) = g(y, k)
output f[H, W]
# ERROR: implicit_range.dsl:6:21: error: cannot infer the range of 'k': it indexes no input directly; write sum(k in lo .. hi: ...)
# ERROR: func f(y, x) = g(y, k)
# ERROR:                     ^
