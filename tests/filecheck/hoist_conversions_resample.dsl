# hoist_conversions: the source row of a resampling, a float converted to an integer, is the same for every x: computed once before the loop over x (the scalar param read at its constant index with it).
# RUN: irc compile %s --schedule root --print-ir-after=hoist_conversions
# CHECK-LABEL: IR Dump After hoist_conversions
# CHECK:       let out.x.hoist0 = min(max(i32(f32(out.y) * scale[0]), 0), H - 1)
# CHECK-NEXT:  for out.x in
# CHECK-NEXT:  out[out.y, out.x] = in[out.x.hoist0, out.x]
param W: i32 = 64
param H: i32 = 64
param scale: f32 = 0.5
input in: f32[H, W]
func out(y, x) = in(clamp(i32(f32(y) * scale), 0, H - 1), x)
output out[H, W]
