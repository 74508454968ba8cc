# the condition of c ? a : b must be bool, as select's
param N: i32 = 16
input a: f32[N]
func f(x) = x ? a(x) : 0
output f[N]
# ERROR: conditional_not_bool.dsl:4:13: error: select's condition must be bool
# ERROR: func f(x) = x ? a(x) : 0
# ERROR:             ^
