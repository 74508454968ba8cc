# an integer literal beside a u8 takes its type, and 256 does not fit (Halide refuses it too)
param N: i32 = 16
input a: u8[N]
func f(x) = a(x) + 256
output f[N]
# ERROR: narrow_literal_too_large.dsl:4:20: error: the integer 256 does not fit in u8
# ERROR: func f(x) = a(x) + 256
# ERROR:                    ^~~
