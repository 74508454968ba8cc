# abs of a bool
param N: i32 = 16
input a: f32[N]
func f(x) = abs(a(x) > 0)
output f[N]
# ERROR: math_of_bool.dsl:4:13: error: 'abs' needs numbers, not bool; write select(cond, 1, 0) to use a bool as a number
# ERROR: func f(x) = abs(a(x) > 0)
# ERROR:             ^~~~~~~~~~~~~
