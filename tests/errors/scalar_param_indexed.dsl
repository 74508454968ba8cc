# a scalar param is read by its name, not with indices
param N: i32 = 8
param gain: f32 = 1.5
input a: f32[N]
func f(i) = a(i) * gain(0)
output f[N]
# ERROR: scalar_param_indexed.dsl:5:20: error: 'gain' is a scalar param: read it by its name alone, gain
# ERROR: func f(i) = a(i) * gain(0)
# ERROR:                    ^~~~~~~
