# bounds: storage hoisted to g's loop yo holds the largest region one iteration of xo computes (6 x 17 points of f: the tile and its halo), each iteration's indexed from its start; no window slides.
# RUN: irc compile %s --schedule s --print-ir-after=bounds
# CHECK-LABEL: IR Dump After bounds
# CHECK:       for g.yo in
# CHECK-NEXT:    allocate f: f32[0 .. 6, 0 .. 17] {
# CHECK:           f[f.y - f.y.min, f.x - f.x.min] =
# CHECK:           g[g.y, g.x] = f[g.y - 1 - f.y.min, g.x - f.x.min] + f[g.y + 1 - f.y.min, g.x + 1 - f.x.min]
param W: i32 = 64
param H: i32 = 16
input in: f32[H, W] boundary clamp
func f(y, x) = in(y, x) * 2
func g(y, x) = f(y - 1, x) + f(y + 1, x + 1)
output g[H, W]
schedule s { g.tile(y, x, 4, 16); f.compute_at(g, xo).hoist_storage(g, yo) }
