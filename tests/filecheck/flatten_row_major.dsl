# flatten: every buffer becomes one-dimensional and row-major: an access f[i, j] to storage [m0 .. m0 + e0, m1 .. m1 + e1] becomes f[(i - m0) * e1 + (j - m1)], and no two-index access is left.
# RUN: irc compile %s --schedule root --print-ir-after=flatten
# CHECK-LABEL: IR Dump After flatten
# CHECK:       input in: f32[0 .. H * W]
# CHECK-NEXT:  output g: f32[0 .. H * W]
# CHECK:       allocate f: f32[0 .. f.y.extent * f.x.extent] {
# CHECK-NOT:   {{\[[a-z0-9. ()*+-]*, }}
# CHECK:       f[(f.y - f.y.min) * f.x.extent + (f.x - f.x.min)] = in[f.y * W + f.x] * 2.0f
# CHECK-NOT:   {{\[[a-z0-9. ()*+-]*, }}
# CHECK:       g[g.y * W + g.x] = f[(g.y - f.y.min) * f.x.extent + (g.x - f.x.min)] + 1.0f
# CHECK-NOT:   {{\[[a-z0-9. ()*+-]*, }}
param W: i32 = 64
param H: i32 = 64
input in: f32[H, W]
func f(y, x) = in(y, x) * 2
func g(y, x) = f(y, x) + 1
output g[H, W]
