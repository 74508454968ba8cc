# an integer param's default is an integer
param N: i32 = 8
param level: u8 = 2.5
input a: f32[N]
func f(i) = a(i) + f32(level)
output f[N]
# ERROR: scalar_param_default_type.dsl:3:19: error: param 'level' is a u8: its default cannot be an f32
# ERROR: param level: u8 = 2.5
# ERROR:                   ^~~
