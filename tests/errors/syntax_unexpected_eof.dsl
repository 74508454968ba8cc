# The file ends inside an expression (a trailing comment does not move the caret).
param W: i32 = 64
param H: i32 = 64
input in: f32[H, W] boundary clamp
func f(y, x) = in(y, x) +

# nothing follows
# ERROR: syntax_unexpected_eof.dsl:5:26: error: unexpected end of file; expected an expression
# ERROR: func f(y, x) = in(y, x) +
# ERROR:                          ^
