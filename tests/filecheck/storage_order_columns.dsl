# storage_order: `f.reorder_storage(x, y)` stores f(y, x) column by column: its allocation's dimensions and every access's indices are permuted, so that flatten makes y contiguous.
# RUN: irc compile %s --schedule s --print-ir-after=storage_order
# CHECK-LABEL: IR Dump After storage_order
# CHECK:       allocate f: f32[f.x.min .. f.x.min + f.x.extent, f.y.min .. f.y.min + f.y.extent] {
# CHECK:       f[f.x, f.y] =
# CHECK:       g[g.y, g.x] = f[g.x, g.y] + f[g.x + 1, g.y]
param W: i32 = 64
param H: i32 = 16
input in: f32[H, W] boundary clamp
func f(y, x) = in(y, x) * 2
func g(y, x) = f(y, x) + f(y, x + 1)
output g[H, W]
schedule s { f.compute_root().reorder_storage(x, y).reorder(x, y) }
