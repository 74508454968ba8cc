# compute_with: a and b read the same rows at the same places, over the same region: one nest computes both, down to the vector loops, with no guard; b's loop variables are a's, and both funcs' checks (their splits', and of their reads of `in`, whose
# regions grow to a vector where W < 8) come before the nest.
# RUN: irc compile %s --schedule s --print-ir-after=compute_with
# CHECK-LABEL: IR Dump After compute_with
# CHECK:       produce a {
# CHECK:         assert a.x.extent >= 8
# CHECK:         assert b.x.extent >= 8
# CHECK-NEXT:    for a.y in a.y.min .. a.y.min + a.y.extent {
# CHECK-NEXT:      for a.x.o in 0 .. (a.x.extent + 7) / 8 {
# CHECK-NEXT:        vectorized for a.x.v in 0 .. 8 {
# CHECK:             produce b {
# CHECK-NEXT:          vectorized for b.x.v in 0 .. 8 {
# CHECK-NEXT:            let b.x = b.x.min + max(min(a.x.o * 8, b.x.extent - 8), 0) + b.x.v
# CHECK-NEXT:            b[a.y, b.x] = in[a.y, b.x] * 2.0f
# CHECK-NOT:   produce b
param W: i32 = 64
param H: i32 = 16
input in: f32[H, W]
func a(y, x) = in(y, x) + 1.0
func b(y, x) = in(y, x) * 2.0
func out(y, x) = a(y, x) + b(y, x)
output out[H, W]
schedule s { a.compute_root().vectorize(x, 8); b.compute_root().vectorize(x, 8); b.compute_with(a, x.o) }
