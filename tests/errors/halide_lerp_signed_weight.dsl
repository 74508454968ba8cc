# lerp's weight is a float or unsigned
param N: i32 = 8
input a: i32[N]
input b: u8[N]
input l: i64[N]
func f(i) = lerp(b(i), b(i), a(i))
output f[N]
# ERROR: halide_lerp_signed_weight.dsl:6:30: error: lerp's weight must be a float or an unsigned integer (its largest value is 1), not i32
# ERROR: func f(i) = lerp(b(i), b(i), a(i))
# ERROR:                              ^~~~
