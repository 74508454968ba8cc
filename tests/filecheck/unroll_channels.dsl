# unroll: an unrolled loop of a constant number of iterations becomes copies of its body, its variable fixed in each; the select on the channel folds away in every copy.
# RUN: irc compile %s --schedule u --print-ir-after=unroll
# CHECK-LABEL: IR Dump After unroll
# CHECK-NOT:   unrolled for out.c
# CHECK:       out[0, out.y, out.x] = in[out.y, out.x] * 2.0f
# CHECK-NEXT:  out[1, out.y, out.x] = in[out.y, out.x] + 1.0f
# CHECK-NEXT:  out[2, out.y, out.x] = in[out.y, out.x] - 1.0f
# CHECK-NOT:   out.c == 
param W: i32 = 64
param H: i32 = 64
input in: f32[H, W]
func out(c, y, x) = select(c == 0, in(y, x) * 2.0, c == 1, in(y, x) + 1.0, in(y, x) - 1.0)
output out[3, H, W]
schedule u { out.reorder(y, x, c).unroll(c) }
