# a func reads an input with square brackets, as a kernel would
param N: i32 = 16
input a: f32[N]
func f(x) = a[x] * 2
output f[N]
# ERROR: func_square_brackets.dsl:4:13: error: square brackets index a kernel's arrays; a func reads 'a' with parentheses: a(...)
# ERROR: func f(x) = a[x] * 2
# ERROR:             ^~~~
