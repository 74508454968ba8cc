# The output names nothing defined.
param W: i32 = 64
param H: i32 = 64
input in: f32[H, W] boundary clamp
func f(y, x) = in(y, x)
output g[H, W]
# ERROR: output_undefined.dsl:6:8: error: output 'g' is not defined; an output must be a func
# ERROR: output g[H, W]
# ERROR:        ^
