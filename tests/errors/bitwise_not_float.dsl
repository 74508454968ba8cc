# ~ of a float
param N: i32 = 8
input a: f32[N]
func f(i) = ~a(i)
output f[N]
# ERROR: bitwise_not_float.dsl:4:13: error: '~' needs an integer operand, not f32
# ERROR: func f(i) = ~a(i)
# ERROR:             ^~~~~
