# bounds: f is computed per column of g but in vectors of 4, a tile wider than the one column its reader needs: its region grows to the 4 columns (as Halide's, whose ShiftInwards split computes a whole tile); grown past what the output needs, f's reads of the input, which has no boundary condition, are checked at its produce.
# RUN: irc compile %s --schedule s --print-ir-after=bounds
# CHECK-LABEL: IR Dump After bounds
# CHECK:       let f.x.min = g.x
# CHECK-NEXT:  let f.x.extent = 4
# CHECK:       produce f {
# CHECK-NEXT:    assert f.y.min >= 0, "input 'in' would be read past its declared range in index 1 of 2
# CHECK-NEXT:    assert f.y.extent + f.y.min - 1 <= H - 1, "input 'in'
# CHECK-NEXT:    assert f.x.min >= 0, "input 'in' would be read past its declared range in index 2 of 2
# CHECK-NEXT:    assert f.x.min + max(f.x.extent - 4, 0) + 3 <= W - 1, "input 'in'
# CHECK-NEXT:    assert f.x.extent >= 4, "'f' is computed over fewer than 4 points
param W: i32 = 64
param H: i32 = 16
input in: f32[H, W]
func f(y, x) = in(y, x) * 2.0
func g(y, x) = f(y, x) + 1.0
output g[H, W]
schedule s { f.compute_at(g, x).vectorize(x, 4) }
