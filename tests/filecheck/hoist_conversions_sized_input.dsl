# hoist_conversions: a read at a constant index of an input whose shape is a size (lut[0]) stays in the loop: where the loop runs no iteration, or under a guard, the input may be smaller than the index (only a scalar param's read, always inside its one element, is computed before the loop).
# RUN: irc compile %s --schedule root --print-ir-after=hoist_conversions
# CHECK-LABEL: IR Dump After hoist_conversions
# CHECK-NOT:   .hoist0
# CHECK:       for out.x in
# CHECK-NEXT:  out[out.y, out.x] = in[min(max(i32(f32(out.y) * lut[0]), 0), H - 1), out.x]
param W: i32 = 64
param H: i32 = 64
param N: i32 = 4
input in: f32[H, W]
input lut: f32[N]
func out(y, x) = in(clamp(i32(f32(y) * lut(0)), 0, H - 1), x)
output out[H, W]
