# mux needs values
param N: i32 = 8
input a: i32[N]
input b: u8[N]
input l: i64[N]
func f(i) = mux(a(i))
output f[N]
# ERROR: halide_mux_no_values.dsl:6:13: error: 'mux' takes an index and one or more values: mux(i, a, b, c)
# ERROR: func f(i) = mux(a(i))
# ERROR:             ^~~~~~~~~
