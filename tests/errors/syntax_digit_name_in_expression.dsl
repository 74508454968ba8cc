# a name may start with a digit only where a proc's name comes: in an expression 2mm is 2 then mm
param N: i32 = 16
input a: f32[N]
func f(x) = 2mm(x)
output f[N]
# ERROR: syntax_digit_name_in_expression.dsl:4:14: error: unexpected 'mm'; expected an operator, ';' or end of line
# ERROR: func f(x) = 2mm(x)
# ERROR:              ^~
