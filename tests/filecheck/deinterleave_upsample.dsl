# deinterleave: a vectorized loop reading at x / 2 and choosing by x % 2 runs over pairs of points; after unroll, each half reads contiguous lanes (x.h plus a constant) and decides its select once for all of them.
# RUN: irc compile %s --schedule pairs --print-ir-after=deinterleave --print-ir-after=unroll
# CHECK-LABEL: IR Dump After deinterleave
# CHECK:       vectorized for up.xi.h in 0 .. 8 {
# CHECK-NEXT:  unrolled for up.xi.p in 0 .. 2 {
# CHECK-LABEL: IR Dump After unroll
# CHECK:       vectorized for up.xi.h in 0 .. 8 {
# CHECK-NOT:   unrolled for up.xi.p
# CHECK:       up[up.y, {{.*}} + up.xi.h * 2] = select({{.*}} % 2 == 0, in[up.y / 2, {{.*}} / 2 + up.xi.h]
# CHECK-NEXT:  up[up.y, {{.*}} + up.xi.h * 2 + 1] = select({{.*}} + 1) % 2 == 0, in[up.y / 2, {{.*}} + 1) / 2 + up.xi.h]
param W: i32 = 64
param H: i32 = 64
input in: f32[H, W]
func up(y, x) = select(x % 2 == 0, in(y / 2, x / 2), 0.5 * (in(y / 2, x / 2) + in(y / 2, min(x / 2 + 1, W - 1))))
output up[2 * H, 2 * W]
schedule pairs { up.tile(y, x, yo, xo, yi, xi, 4, 16).vectorize(xi) }
