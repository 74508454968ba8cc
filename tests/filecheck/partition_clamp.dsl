# partition_loops: the steady-state loop over x reads `in` without the boundary clamp.
# RUN: irc compile %s --schedule root --print-ir-after=partition_loops
# CHECK-LABEL: IR Dump After partition_loops
# CHECK:       let f.x.steady_min
# CHECK:       for f.x in f.x.steady_min ..
# CHECK-NEXT:    f[f.y, f.x] = in[{{.*}}, f.x - 1] + in[{{.*}}, f.x + 1]
param W: i32 = 64
param H: i32 = 64
input in: f32[H, W] boundary clamp
func f(y, x) = in(y, x - 1) + in(y, x + 1)
output f[H, W]
