# simplify: the x + 1 - 1 left by inlining and the float 0.5 + 0.5 fold, the constant lets of the loop bounds are substituted away, and indices take their linear canonical form.
# RUN: irc compile %s --print-ir-after=simplify
# CHECK-LABEL: IR Dump After simplify
# CHECK-NOT:   let
# CHECK:       for g.y in 0 .. H {
# CHECK-NEXT:    for g.x in 0 .. W {
# CHECK-NEXT:      g[i64(g.x) + i64(g.y) * i64(W)] = in[i64(g.x) + i64(g.y) * i64(W)] * 1.0f
# CHECK-NOT:   0.5f
param W: i32 = 64
param H: i32 = 64
input in: f32[H, W]
func shifted(y, x) = in(y, x - 1)
func g(y, x) = shifted(y, x + 1) * (0.5 + 0.5)
output g[H, W]
