# prefetch_inputs: with no prefetch word, f slides along g's rows inside a 16 x 16 tile and reads rows yi .. yi + 3 of `in` (relative to the tile); each iteration asks for row yi + 4, the one the next iteration reads first, one prefetch per 32 u16 of the tile's row.
# RUN: irc compile %s --schedule s --print-ir-after=prefetch_inputs
# CHECK-LABEL: IR Dump After prefetch_inputs
# CHECK:       for g.yi in -1 .. (-1) + 17 {
# CHECK-NEXT:    for in.0.ahead in max(g.y.min + g.yi + max(min(g.yo * 16, g.y.extent - 16), 0) + 4, 0) .. min(g.y.min + g.yi + max(min(g.yo * 16, g.y.extent - 16), 0) + 4, H + 2) + 1 {
# CHECK-NEXT:      for in.1.ahead in 0 ..
# CHECK-NEXT:        prefetch in[in.0.ahead, min(min(in.1.ahead * 32 +
# CHECK:           produce f {
param W: i32 = 64
param H: i32 = 32
input in: u16[H + 3, W]
func f(y, x) = in(y, x) + in(y + 1, x) + in(y + 2, x)
func g(y, x) = f(y, x) + f(y + 1, x)
output g[H, W]
schedule s { g.tile(y, x, yo, xo, yi, xi, 16, 16)
             f.store_at(g, xo).compute_at(g, yi) }
