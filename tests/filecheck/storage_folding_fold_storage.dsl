# storage_folding: `fold_storage(y, 3)` folds f into the 3 rows g's row reads (irc alone rounds the window up to 4 rows, indexed & 3).
# RUN: irc compile %s --schedule s --print-ir-after=storage_folding
# CHECK-LABEL: IR Dump After storage_folding
# CHECK:       allocate f: f32[0 .. 3, g.x.min .. g.x.min + g.x.extent] {
# CHECK:       f[f.y % 3, f.x] =
# CHECK:       g[g.y, g.x] = f[(g.y - 1) % 3, g.x] + f[g.y % 3, g.x] + f[(g.y + 1) % 3, g.x]
param W: i32 = 64
param H: i32 = 16
input in: f32[H, W] boundary clamp
func f(y, x) = in(y, x) * 2
func g(y, x) = f(y - 1, x) + f(y, x) + f(y + 1, x)
output g[H, W]
schedule s { f.store_root().compute_at(g, y).fold_storage(y, 3) }
