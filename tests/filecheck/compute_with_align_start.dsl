# compute_with(a, y, AlignStart): b's region starts a row later and is a row shorter than a's (the lets of the regions say so); the fused loop runs over a's rows, b's row the same number of rows from its own start, only b guarded, past its last.
# RUN: irc compile %s --schedule s --print-ir-after=compute_with
# CHECK-LABEL: IR Dump After compute_with
# CHECK:       produce a {
# CHECK-NEXT:    for a.y in a.y.min .. a.y.min + a.y.extent {
# CHECK-NEXT:      for a.x in
# CHECK:           produce b {
# CHECK-NEXT:        if a.y - a.y.min < b.y.extent {
# CHECK-NEXT:          for b.x in b.x.min .. b.x.min + b.x.extent {
# CHECK-NEXT:            b[b.y.min + (a.y - a.y.min), b.x] = in[b.y.min + (a.y - a.y.min), b.x] * 2.0f
param W: i32 = 64
param H: i32 = 16
input in: f32[H + 2, W]
func a(y, x) = in(y, x) + 1.0
func b(y, x) = in(y, x) * 2.0
func out(y, x) = a(y, x) + a(y + 1, x) + b(y + 1, x)
output out[H, W]
schedule s { a.compute_root(); b.compute_root(); b.compute_with(a, y, AlignStart) }
