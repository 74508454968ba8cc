# prefetch_inputs: `g.prefetch(in, y, 2)` asks, at each row y of g, for the rows of `in` that row y + 2 reads (y + 2 and y + 3, clamped into the input), one prefetch per 16 floats of each.
# RUN: irc compile %s --schedule s --print-ir-after=prefetch_inputs
# CHECK-LABEL: IR Dump After prefetch_inputs
# CHECK:       for g.y in
# CHECK-NEXT:    for in.0.ahead in max(g.y + 2, 0) .. min(g.y + 3, H - 1) + 1 {
# CHECK-NEXT:      for in.1.ahead in 0 ..
# CHECK-NEXT:        prefetch in[in.0.ahead, min(min(in.1.ahead * 16 + max(g.x.min, 0), g.x.extent + g.x.min - 1), W - 1)]
param W: i32 = 64
param H: i32 = 16
input in: f32[H, W]
func g(y, x) = in(y, x) + in(y + 1, x)
output g[H - 1, W]
schedule s { g.prefetch(in, y, 2) }
