# mux's index is an integer
input x: f32[8]
func f(i) = mux(x(i), 1, 2)
output f[8]
# ERROR: halide_mux_float_index.dsl:3:17: error: mux's index must be an integer, not f32
# ERROR: func f(i) = mux(x(i), 1, 2)
# ERROR:                 ^~~~
