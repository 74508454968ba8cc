# The file ends inside '(': the note says which one is open.
param W: i32 = 64
param H: i32 = 64
input in: f32[H, W] boundary clamp
func f(y, x) = (in(y, x) +
# ERROR: syntax_eof_in_brackets.dsl:5:27: error: unexpected end of file; expected an expression
# ERROR: func f(y, x) = (in(y, x) +
# ERROR:                           ^
# ERROR: note: the '(' at line 5, column 16 is not closed
