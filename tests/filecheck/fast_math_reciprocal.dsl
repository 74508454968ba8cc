# fast_math: with --fast-math, a float divided by a constant becomes a product with its reciprocal, rounded in the division's type (f32 here); an integer division stays one.
# RUN: irc compile %s --fast-math --print-ir-after=fast_math
# CHECK-LABEL: IR Dump After fast_math
# CHECK:       g[g.y, g.x] = (in[g.y, g.x] + 1.0f) * 0.3333333432674408f + f32(g.x / 4)
param W: i32 = 16
param H: i32 = 8
input in: f32[H, W]
func g(y, x) = (in(y, x) + 1) / 3 + f32(x / 4)
output g[H, W]
