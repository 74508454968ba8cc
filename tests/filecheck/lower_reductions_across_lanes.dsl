# lower_reductions: a reduction of more than 8 terms inside vector lanes keeps an accumulator per lane, its loop outside the lanes (one vector step per term); one of a few terms stays unrolled in each lane.
# RUN: irc compile %s --schedule v --print-ir-after=lower_reductions
# CHECK-LABEL: IR Dump After lower_reductions
# CHECK:       allocate local out.dx.acc: f32[0 .. 8] {
# CHECK-NEXT:    vectorized for out.x.v in 0 .. 8 {
# CHECK:           out.dx.acc[out.x.v] = -inf
# CHECK:         for out.dx in
# CHECK-NEXT:      vectorized for out.x.v in 0 .. 8 {
# CHECK:             out.dx.acc[out.x.v] = max(out.dx.acc[out.x.v], in[
# CHECK:         vectorized for out.x.v in 0 .. 8 {
# CHECK:           allocate local out.k.acc: f32[0 .. 1] {
# CHECK:             unrolled for out.k in
# CHECK:             out[out.y, out.x] = out.dx.acc[out.x.v] + out.k.acc[0]
param W: i32 = 64
param H: i32 = 64
input in: f32[H, W] boundary clamp
func out(y, x) = maximum(dx in -12 .. 13: in(y, x + dx)) + sum(k in -1 .. 2: in(y + 1, x + k))
output out[H, W]
schedule v { out.vectorize(x, 8) }
