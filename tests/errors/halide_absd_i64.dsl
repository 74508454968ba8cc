# absd of i64 would be a u64
param N: i32 = 8
input a: i32[N]
input b: u8[N]
input l: i64[N]
func f(i) = absd(l(i), 3)
output f[N]
# ERROR: halide_absd_i64.dsl:6:13: error: absd of i64 would be a u64, which irc does not have; write select(a > b, a - b, b - a)
# ERROR: func f(i) = absd(l(i), 3)
# ERROR:             ^~~~~~~~~~~~~
