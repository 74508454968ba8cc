# argmax is not one of irc's reductions (no tuples yet)
param N: i32 = 8
input a: i32[N]
input b: u8[N]
input l: i64[N]
func f(i) = argmax(k in 0 .. N: a(k))
output f[N]
# ERROR: halide_unknown_reduction.dsl:6:13: error: 'argmax(k in ...)' is not a reduction; irc's are sum, product, maximum, minimum: sum(k in a .. b: e)
# ERROR: func f(i) = argmax(k in 0 .. N: a(k))
# ERROR:             ^~~~~~
