# an integer literal past i32
param N: i32 = 16
input a: i32[N]
func f(x) = a(x) + 3000000000
output f[N]
# ERROR: integer_literal_too_large.dsl:4:20: error: the integer 3000000000 does not fit in i32
# ERROR: func f(x) = a(x) + 3000000000
# ERROR:                    ^~~~~~~~~~
