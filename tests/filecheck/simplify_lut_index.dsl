# simplify: a LUT read at u8(clamp(v, 0.0, 255.0)) reads at i32(clamp(v, 0.0, 255.0)): every value of the clamp converts into u8 unchanged, and without the byte between the index is one gcc gathers by; past the byte's range (256.0) the cast stays.  The clamp's bound is known through the let cse makes of its max.
# RUN: irc compile %s --print-ir-after=simplify
# CHECK-LABEL: IR Dump After simplify
# CHECK:       let out.cse0 = max(v[out.i], 0.0f)
# CHECK-NEXT:  out[out.i] = lut[i32(min(out.cse0, 255.0f))] + lut[i32(u8(min(out.cse0, 256.0f)))]
param N: i32 = 64
input v: f32[N]
input lut: i32[256]
func out(i) = lut(u8(clamp(v(i), 0.0, 255.0))) + lut(u8(clamp(v(i), 0.0, 256.0)))
output out[N]
