# the default fits the param's type
param N: i32 = 8
param level: i8 = 200
input a: f32[N]
func f(i) = a(i) + f32(level)
output f[N]
# ERROR: scalar_param_default_range.dsl:3:19: error: param 'level' is an i8: its default 200 does not fit
# ERROR: param level: i8 = 200
# ERROR:                   ^~~
