# unswitch: a select whose condition the vectorized loop does not change (the row's parity, in the loop over x) becomes an if around two copies of the loop, each storing one arm.
# RUN: irc compile %s --schedule vec --print-ir-after=unswitch
# CHECK-LABEL: IR Dump After unswitch
# CHECK:       for out.x.o in 0 .. out.x.o.steady_min {
# CHECK-NEXT:  if out.y % 2 == 0 {
# CHECK-NEXT:  vectorized for out.x.v in 0 .. 8 {
# CHECK:       out[out.y, out.x] = in[out.y, out.x]
# CHECK:       } else {
# CHECK-NEXT:  vectorized for out.x.v in 0 .. 8 {
# CHECK:       out[out.y, out.x] = in[out.y, out.x] * 2.0f
# CHECK-NOT:   select(
param W: i32 = 64
param H: i32 = 64
input in: f32[H, W]
func out(y, x) = select(y % 2 == 0, in(y, x), in(y, x) * 2.0)
output out[H, W]
schedule vec { out.vectorize(x, 8) }
