# compute_at: f, computed at g.y, moves with its storage from the root into g's loop over y, before g's loop over x.
# RUN: irc compile %s --schedule per_row --print-ir-after=compute_at
# CHECK-LABEL: IR Dump After compute_at
# CHECK-NOT:   allocate f
# CHECK:       produce g {
# CHECK-NEXT:    for g.y in g.y.min .. g.y.min + g.y.extent {
# CHECK-NEXT:      allocate f: f32[
# CHECK-NEXT:        produce f {
# CHECK:             f[f.y, f.x] =
# CHECK:           for g.x in g.x.min .. g.x.min + g.x.extent {
# CHECK-NEXT:        g[g.y, g.x] = f[g.y - 1, g.x] + f[g.y + 1, g.x]
param W: i32 = 64
param H: i32 = 64
input in: f32[H, W] boundary clamp
func f(y, x) = in(y, x) * 2
func g(y, x) = f(y - 1, x) + f(y + 1, x)
output g[H, W]
schedule per_row { f.compute_at(g, y) }
