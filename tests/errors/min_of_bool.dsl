# min of two bools
param N: i32 = 16
input a: f32[N]
func f(x) = select(min(a(x) > 0, a(x) < 1), 1.0, 0.0)
output f[N]
# ERROR: min_of_bool.dsl:4:20: error: 'min' needs numbers, not bool; write && or ||
# ERROR: func f(x) = select(min(a(x) > 0, a(x) < 1), 1.0, 0.0)
# ERROR:                    ^~~~~~~~~~~~~~~~~~~~~~~
