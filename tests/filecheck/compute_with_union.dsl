# compute_with(a, y) (NoAlign, the default): per strip of out, a needs rows y .. y + 8 and b rows y + 1 .. y + 8; the fused loop runs over the union, a's rows, and b, whose first row comes later, is guarded before it.
# RUN: irc compile %s --schedule s --print-ir-after=compute_with
# CHECK-LABEL: IR Dump After compute_with
# CHECK:       produce a {
# CHECK-NEXT:    for a.y in a.y.min .. a.y.min + a.y.extent {
# CHECK-NEXT:      for a.x in
# CHECK:           produce b {
# CHECK-NEXT:        if b.y.min <= a.y {
# CHECK-NEXT:          for b.x in b.x.min .. b.x.min + b.x.extent {
# CHECK-NEXT:            b[a.y, b.x] =
param W: i32 = 64
param H: i32 = 16
input in: f32[H + 2, W + 2]
func a(y, x) = in(y, x) + in(y + 1, x)
func b(y, x) = in(y, x) * 2.0 + in(y, x + 1)
func out(y, x) = a(y, x) + b(y + 1, x + 1) + a(y + 1, x)
output out[H, W]
schedule s { out.split(y, yo, yi, 8); a.compute_at(out, yo); b.compute_at(out, yo); b.compute_with(a, y) }
