# unswitch: parities of one value decide each other: `(y + 1) % 2 == 0` is decided with `y % 2 == 0`, so a third condition (`y % 3 == 0`) is taken out too and no select is left in the loop.
# RUN: irc compile %s --schedule 'g.vectorize(x, 8)' --print-ir-after=unswitch
# CHECK-LABEL: IR Dump After unswitch
# CHECK:       if g.y % 2 == 0 {
# CHECK-NEXT:    if g.y % 3 == 0 {
# CHECK-NEXT:      vectorized for g.x.v in 0 .. 8 {
# CHECK:             g[g.y, g.x] = in[g.y, g.x] + 1.0f + 2.0f
# CHECK:           g[g.y, g.x] = in[g.y, g.x] + 1.0f + in[g.y, g.x]
# CHECK:       } else {
# CHECK:             g[g.y, g.x] = 0.0f + in[g.y, g.x + 1] + 2.0f
# CHECK:           g[g.y, g.x] = 0.0f + in[g.y, g.x + 1] + in[g.y, g.x]
param W: i32 = 64
param H: i32 = 8
input in: f32[H, W + 1]
func g(y, x) = select(y % 2 == 0, in(y, x), 0.0) + select((y + 1) % 2 == 0, in(y, x + 1), 1.0) + select(y % 3 == 0, 2.0, in(y, x))
output g[H, W]
