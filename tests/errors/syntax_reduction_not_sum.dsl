# only sum reduces over a range written k in a .. b
param N: i32 = 16
input a: f32[N]
func f(x) = max(k in 0 .. N: a(k))
output f[N]
# ERROR: syntax_reduction_not_sum.dsl:4:13: error: 'max(k in ...)' is not a reduction; irc's are sum, product, maximum, minimum: sum(k in a .. b: e)
# ERROR: func f(x) = max(k in 0 .. N: a(k))
# ERROR:             ^~~
