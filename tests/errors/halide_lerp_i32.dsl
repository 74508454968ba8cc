# lerp of 32-bit integers needs 64-bit unsigned products
param N: i32 = 8
input a: i32[N]
input b: u8[N]
input l: i64[N]
func f(i) = lerp(a(i), a(i + 1), b(i))
output f[N]
# ERROR: halide_lerp_i32.dsl:6:13: error: lerp of i32 needs 64-bit unsigned products, which irc does not have; lerp f32 or f64 values, or 8- and 16-bit integers
# ERROR: func f(i) = lerp(a(i), a(i + 1), b(i))
# ERROR:             ^~~~~~~~~~~~~~~~~~~~~~~~~~
