# The blur with `boundary none` and a full output reads one pixel outside on every side.
param W: i32 = 64
param H: i32 = 64
input in: f32[H, W]
func blurx(y, x) = (in(y, x - 1) + in(y, x) + in(y, x + 1)) / 3
func blury(y, x) = (blurx(y - 1, x) + blurx(y, x) + blurx(y + 1, x)) / 3
output blury[H, W]
# ERROR: boundary_none_read.dsl:5:21: error: input 'in' is read over [-1, H] x [-1, W] but declared [0, H) x [0, W); use `boundary clamp` or `boundary zero`, or shrink the output's range
# ERROR: func blurx(y, x) = (in(y, x - 1) + in(y, x) + in(y, x + 1)) / 3
# ERROR:                     ^~~~~~~~~~~~
# ERROR: note: 'in' is declared at line 4
