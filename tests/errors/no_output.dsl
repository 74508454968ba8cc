# Funcs but no output.
param W: i32 = 64
param H: i32 = 64
input in: f32[H, W] boundary clamp
func f(y, x) = in(y, x)
# ERROR: no_output.dsl:5:1: error: the program has no output; add e.g. `output f[...]`
# ERROR: func f(y, x) = in(y, x)
# ERROR: ^~~~~~~~~~~~~~~~~~~~~~~
