# lower_reductions: sum(k in 0 .. W: ...) becomes a local one-element accumulator, set to zero, added to in a loop over k, then stored.
# RUN: irc compile %s --print-ir-after=lower_reductions
# CHECK-LABEL: IR Dump After lower_reductions
# CHECK-NOT:   sum(
# CHECK:       for total.y in total.y.min .. total.y.min + total.y.extent {
# CHECK-NEXT:    allocate local total.k.acc: f32[0 .. 1] {
# CHECK-NEXT:      total.k.acc[0] = 0.0f
# CHECK-NEXT:      for total.k in 0 .. W{{.*}} {
# CHECK-NEXT:        total.k.acc[0] = total.k.acc[0] + in[total.y, total.k]
# CHECK-NEXT:      }
# CHECK-NEXT:      total[total.y] = total.k.acc[0]
# CHECK-NOT:   sum(
param W: i32 = 64
param H: i32 = 64
input in: f32[H, W]
func total(y) = sum(k in 0 .. W: in(y, k))
output total[H]
