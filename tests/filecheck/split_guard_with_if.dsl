# split: GuardWithIf guards the points past the func's region, and a split of its inner loop by a factor that does not divide it (7 by 3) past the tile; Predicate is the same.
# RUN: irc compile %s --schedule s --print-ir-after=split
# CHECK-LABEL: IR Dump After split
# CHECK:       for g.xo in 0 .. (g.x.extent + 6) / 7 {
# CHECK:         let g.xi = 0 + g.a * 3 + g.b
# CHECK-NEXT:    if g.xi < 0 + 7 {
# CHECK-NEXT:      let g.x = g.x.min + g.xo * 7 + g.xi
# CHECK-NEXT:      if g.x < g.x.min + g.x.extent {
param W: i32 = 64
param H: i32 = 16
input in: f32[H, W]
func g(y, x) = in(y, x) * 2
output g[H, W]
schedule s { g.split(x, xo, xi, 7, GuardWithIf).split(xi, a, b, 3, Predicate) }
