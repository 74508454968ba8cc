# fuse_vector_lanes: in the steady state, where x is just x.o * 8 + x.v, the two loops of vectorize(x, 8) become one vectorized loop over x.t; the shifted last tile keeps its 8 lanes.
# RUN: irc compile %s --schedule vec8 --print-ir-after=fuse_vector_lanes
# CHECK-LABEL: IR Dump After fuse_vector_lanes
# CHECK:       vectorized for g.x.t in g.x.o.steady_min * 8 .. {{.*}} {
# CHECK-NEXT:    let g.x = g.x.min + g.x.t
# CHECK-NEXT:    g[g.y, g.x] = in[g.y, g.x] * 2.0f
# CHECK-NEXT:  }
# CHECK-NEXT:  for g.x.o in g.x.o.steady_end ..
# CHECK-NEXT:    vectorized for g.x.v in 0 .. 8 {
# CHECK-NEXT:      let g.x = g.x.min + max(min(g.x.o * 8, g.x.extent - 8), 0) + g.x.v
param W: i32 = 256
param H: i32 = 64
input in: f32[H, W]
func g(y, x) = in(y, x) * 2
output g[H, W]
schedule vec8 { g.vectorize(x, 8) }
