# & of two bools: the logical operator is &&
param N: i32 = 8
input a: i32[N]
func f(i) = select((a(i) > 0) | (a(i) < -5), 1, 0)
output f[N]
# ERROR: bitwise_bool.dsl:4:21: error: '|' needs integer operands, not bool; for bool write ||
# ERROR: func f(i) = select((a(i) > 0) | (a(i) < -5), 1, 0)
# ERROR:                     ^~~~~~~~
