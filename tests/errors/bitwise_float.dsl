# a bitwise operator of a float
param N: i32 = 8
input a: f32[N]
func f(i) = a(i) & 255
output f[N]
# ERROR: bitwise_float.dsl:4:13: error: '&' needs integer operands, not f32
# ERROR: func f(i) = a(i) & 255
# ERROR:             ^~~~
