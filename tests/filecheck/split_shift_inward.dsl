# split: split(x, xo, xi, 8) gives xo (ceil(extent / 8) iterations) and xi (8), shifts the last tile inward, and asserts that the extent is at least 8.
# RUN: irc compile %s --schedule split8 --print-ir-after=split
# CHECK-LABEL: IR Dump After split
# CHECK:       assert g.x.extent >= 8,
# CHECK-NEXT:  for g.y in g.y.min .. g.y.min + g.y.extent {
# CHECK-NEXT:    for g.xo in 0 .. (g.x.extent + 7) / 8 {
# CHECK-NEXT:      for g.xi in 0 .. 8 {
# CHECK-NEXT:        let g.x = g.x.min + max(min(g.xo * 8, g.x.extent - 8), 0) + g.xi
# CHECK-NEXT:        g[g.y, g.x] = in[g.y, g.x] * 2.0f
param W: i32 = 256
param H: i32 = 64
input in: f32[H, W]
func g(y, x) = in(y, x) * 2
output g[H, W]
schedule split8 { g.split(x, xo, xi, 8) }
