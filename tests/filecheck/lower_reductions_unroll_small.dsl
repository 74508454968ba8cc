# lower_reductions: a sum of a constant number of terms up to 8 (UNROLL_LIMIT) is an unrolled loop; one of 9 terms, or of W terms, stays a serial loop.
# RUN: irc compile %s --print-ir-after=lower_reductions
# CHECK-LABEL: IR Dump After lower_reductions
# CHECK:       {{^ *}}for row.k in 0 ..
# CHECK:       {{^ *}}for nine.k in 0 ..
# CHECK:       unrolled for taps.dx in -1 .. 2 {
# CHECK-NEXT:    taps.dx.acc[0] = taps.dx.acc[0] + in[
# CHECK-NOT:   unrolled for {{row|nine}}
param W: i32 = 64
param H: i32 = 64
input in: f32[H, W] boundary clamp
func taps(y, x) = sum(dx in -1 .. 2: in(y, x + dx))
func nine(y, x) = sum(k in 0 .. 9: in(y, x + k)) + taps(y, x)
func row(y, x) = sum(k in 0 .. W: in(y, k)) + nine(y, x)
output row[H, W]
