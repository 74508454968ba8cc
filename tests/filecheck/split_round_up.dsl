# split: a split of an outer loop (xo by 4) rounds up, its extra iterations clamped by the first split's shift; no assertion for it.
# RUN: irc compile %s --schedule nested --print-ir-after=split
# CHECK-LABEL: IR Dump After split
# CHECK:       assert g.x.extent >= 7,
# CHECK-NOT:   assert
# CHECK:       for g.xo.o in 0 .. ((g.x.extent + 6) / 7 + 3) / 4 {
# CHECK-NEXT:    unrolled for g.xo.u in 0 .. 4 {
# CHECK-NEXT:      let g.xo = 0 + g.xo.o * 4 + g.xo.u
# CHECK:             let g.x = g.x.min + max(min(g.xo * 7, g.x.extent - 7), 0) + g.xi
param W: i32 = 256
param H: i32 = 64
input in: f32[H, W]
func g(y, x) = in(y, x) * 2
output g[H, W]
schedule nested { g.split(x, xo, xi, 7).unroll(xo, 4) }
