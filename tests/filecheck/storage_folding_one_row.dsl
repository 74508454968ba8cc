# storage_folding without a sliding window: f is stored at the root, but each row of g computes and reads only one row of it, so its storage folds from H rows to 1, indexed modulo 1.
# RUN: irc compile %s --schedule rows --print-ir-after=storage_folding
# CHECK-LABEL: IR Dump After storage_folding
# CHECK:       allocate f: f32[0 .. 1, g.x.min .. g.x.min + (g.x.extent + 1)] {
# CHECK:       f[f.y % 1, f.x] = in[
# CHECK:       g[g.y, g.x] = f[g.y % 1, g.x] + f[g.y % 1, g.x + 1]
param W: i32 = 64
param H: i32 = 64
input in: f32[H, W] boundary clamp
func f(y, x) = in(y, x) * 2
func g(y, x) = f(y, x) + f(y, x + 1)
output g[H, W]
schedule rows { f.store_root().compute_at(g, y) }
