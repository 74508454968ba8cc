# The output must be a func.
param W: i32 = 64
param H: i32 = 64
input in: f32[H, W] boundary clamp
func f(y, x) = in(y, x)
output in[H, W]
# ERROR: output_is_input.dsl:6:8: error: output 'in' is an input; an output must be a func
# ERROR: output in[H, W]
# ERROR:        ^~
