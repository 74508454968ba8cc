# a scalar param is no size: shapes take sizes
param N: i32 = 8
param gain: f32 = 1.5
input a: f32[gain]
func f(i) = a(i)
output f[N]
# ERROR: scalar_param_as_size.dsl:4:14: error: 'gain' is a scalar param of type f32, not a size: a size has type i32 or i64 (param gain: i32 = ...)
# ERROR: input a: f32[gain]
# ERROR:              ^~~~
