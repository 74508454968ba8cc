# deinterleave: `vectorize(x, 16)` of an upsample: partition_loops leaves the steady state without the split's clamp and fuse_vector_lanes makes its lanes one loop of (b - a) * 16 points; that loop too runs over pairs (gcc left it scalar: interpolate's levels, 20 % of the samples).
# RUN: irc compile %s --schedule lanes --print-ir-after=deinterleave
# CHECK-LABEL: IR Dump After deinterleave
# CHECK:       vectorized for up.x.v.h in 0 .. 8 {
# CHECK:       vectorized for up.x.t.h in 0 .. up.x.o.steady_end * 8 - up.x.o.steady_min * 8 {
# CHECK-NEXT:    unrolled for up.x.t.p in 0 .. 2 {
# CHECK-NEXT:      let up.x = up.x.min + (up.x.o.steady_min * 16 + up.x.t.h * 2 + up.x.t.p)
param W: i32 = 64
param H: i32 = 64
input in: f32[H, W]
func up(y, x) = (in(y / 2, x / 2) + in(y / 2, (x + 1) / 2)) * 0.5
output up[2 * H, 2 * W - 1]
schedule lanes { up.vectorize(x, 16) }
