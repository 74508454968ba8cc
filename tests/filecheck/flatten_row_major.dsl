# flatten: every buffer becomes one-dimensional and row-major: an access f[i, j] to storage [m0 .. m0 + e0, m1 .. m1 + e1] becomes f[(i - m0) * e1 + (j - m1)], in i64 since H * W may pass 2**31, and no two-index access is left.
# RUN: irc compile %s --schedule root --print-ir-after=flatten
# CHECK-LABEL: IR Dump After flatten
# CHECK:       input in: f32[0 .. i64(H) * i64(W)]
# CHECK-NEXT:  output g: f32[0 .. i64(H) * i64(W)]
# CHECK:       allocate f: f32[0 .. i64(f.y.extent) * i64(f.x.extent)] {
# CHECK-NOT:   {{\[[a-z0-9. ()*+-]*, }}
# CHECK:       f[i64(f.y - f.y.min) * i64(f.x.extent) + i64(f.x - f.x.min)] = in[i64(f.y) * i64(W) + i64(f.x)] * 2.0f
# CHECK-NOT:   {{\[[a-z0-9. ()*+-]*, }}
# CHECK:       g[i64(g.y) * i64(W) + i64(g.x)] = f[i64(g.y - f.y.min) * i64(f.x.extent) + i64(g.x - f.x.min)] + 1.0f
# CHECK-NOT:   {{\[[a-z0-9. ()*+-]*, }}
param W: i32 = 64
param H: i32 = 64
input in: f32[H, W]
func f(y, x) = in(y, x) * 2
func g(y, x) = f(y, x) + 1
output g[H, W]
