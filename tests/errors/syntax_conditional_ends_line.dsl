# an expression that ends its line with an operator goes on to the next line, whatever is there
param N: i32 = 16
func f(x) = x > 1 ? 1 :
output f[N]
# ERROR: syntax_conditional_ends_line.dsl:4:8: error: unexpected 'f'; expected an operator, '(', '.', ';', '[' or end of line
# ERROR: output f[N]
# ERROR:        ^
# ERROR: note: line 3 ends with ':', so line 4 continues it
