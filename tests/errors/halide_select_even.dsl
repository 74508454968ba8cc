# a select of cases ends with the value otherwise
param N: i32 = 8
input a: i32[N]
input b: u8[N]
input l: i64[N]
func f(i) = select(a(i) > 0, 1, a(i) < -3, 2)
output f[N]
# ERROR: halide_select_even.dsl:6:13: error: 'select' takes a condition and a value per case and a last value (3, 5, 7 ... arguments), got 4
# ERROR: func f(i) = select(a(i) > 0, 1, a(i) < -3, 2)
# ERROR:             ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
