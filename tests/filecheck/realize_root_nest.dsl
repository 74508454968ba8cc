# realize: each func that is not inlined becomes a loop nest over its symbolic region at the root, producer before consumer, with its reads of a `boundary clamp` input clamped.
# RUN: irc compile %s --schedule root --print-ir-after=realize
# CHECK-LABEL: IR Dump After realize
# CHECK:       allocate f: f32[f.y.min .. f.y.min + f.y.extent, f.x.min .. f.x.min + f.x.extent] {
# CHECK-NEXT:    produce f {
# CHECK-NEXT:      for f.y in f.y.min .. f.y.min + f.y.extent {
# CHECK-NEXT:        for f.x in f.x.min .. f.x.min + f.x.extent {
# CHECK-NEXT:          f[f.y, f.x] = in[min(max(f.y, 0), H - 1), min(max(f.x, 0), W - 1)] * 2.0f
# CHECK:         produce g {
# CHECK-NEXT:      for g.y in g.y.min .. g.y.min + g.y.extent {
# CHECK-NEXT:        for g.x in g.x.min .. g.x.min + g.x.extent {
# CHECK-NEXT:          g[g.y, g.x] = f[g.y, g.x] + 1.0f
param W: i32 = 64
param H: i32 = 64
input in: f32[H, W] boundary clamp
func f(y, x) = in(y, x) * 2
func g(y, x) = f(y, x) + 1
output g[H, W]
