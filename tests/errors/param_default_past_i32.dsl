# a size whose default does not fit the i32 sizes are computed in
param K: i32 = 2147483648
input a: f32[4]
func f(x) = a(x) * f32(K)
output f[4]
# ERROR: param_default_past_i32.dsl:2:16: error: size 'K' defaults to 2147483648, which does not fit in i32 (the type sizes are computed in)
# ERROR: param K: i32 = 2147483648
# ERROR:                ^~~~~~~~~~
