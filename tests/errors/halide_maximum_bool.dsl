# maximum of bools
param N: i32 = 8
input a: i32[N]
input b: u8[N]
input l: i64[N]
func f(i) = select(maximum(k in 0 .. 3: a(k) > 0), 1, 0)
output f[N]
# ERROR: halide_maximum_bool.dsl:6:41: error: cannot take the maximum of bool values; write select(cond, 1, 0) to use them as numbers
# ERROR: func f(i) = select(maximum(k in 0 .. 3: a(k) > 0), 1, 0)
# ERROR:                                         ^~~~~~~~
