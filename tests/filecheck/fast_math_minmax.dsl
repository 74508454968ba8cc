# fast_math: with --fast-math, a float max or min of two non-constant operands is Halide's compare and select (one max instruction; no NaN allowed, as outside Halide's strict_float); a max by a constant (a clamp) and an integer min stay as they are.
# RUN: irc compile %s --fast-math --print-ir-after=fast_math
# CHECK-LABEL: IR Dump After fast_math
# CHECK:       g[g.y, g.x] = select(in[g.y, g.x] > in[g.y, g.x + 1], in[g.y, g.x], in[g.y, g.x + 1]) + select(in[g.y, g.x] < in[g.y, g.x + 1] * 2.0f, in[g.y, g.x], in[g.y, g.x + 1] * 2.0f) + max(in[g.y, g.x], 0.0f) + f32(min(g.x, 3))
param W: i32 = 16
param H: i32 = 8
input in: f32[H, W + 1]
func g(y, x) = max(in(y, x), in(y, x + 1)) + min(in(y, x), in(y, x + 1) * 2) + max(in(y, x), 0.0) + f32(min(x, 3))
output g[H, W]
