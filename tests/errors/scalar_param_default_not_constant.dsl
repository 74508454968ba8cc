# a param's default is a constant
param N: i32 = 8
param gain: f32 = N * 1.5
input a: f32[N]
func f(i) = a(i) * gain
output f[N]
# ERROR: scalar_param_default_not_constant.dsl:3:19: error: a param's default must be a constant; 'gain' is f32
# ERROR: param gain: f32 = N * 1.5
# ERROR:                   ^~~~~~~
