# bounds: a producer split with RoundUp is computed and stored over its region rounded up to a multiple of the factor (the consumer needs W + 2 points of f); split: no assertion, no shift.
# RUN: irc compile %s --schedule s --print-ir-after=bounds
# CHECK-LABEL: IR Dump After bounds
# CHECK:       let f.x.extent = (g.x.extent + 9) / 8 * 8
# CHECK:       allocate f: f32[f.y.min .. f.y.min + f.y.extent, f.x.min .. f.x.min + f.x.extent]
# CHECK-NOT:   assert
# CHECK:       let f.x = f.x.min + f.xo * 8 + f.xi
param W: i32 = 64
param H: i32 = 16
input in: f32[H, W] boundary clamp
func f(y, x) = in(y, x) * 2
func g(y, x) = f(y, x - 1) + f(y, x + 1)
output g[H, W]
schedule s { f.compute_root().split(x, xo, xi, 8, RoundUp) }
