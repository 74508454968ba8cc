# flatten, a store at a bin read from memory, in a channel an unroll made constant: the channel's offset times its stride added last (`bin + 1 * B`: with bilateral_grid's (c, z, x) grid, `(z * X + x) + Z * X`, a term the C computes once, where Horner's form `(z + Z) * X + x` multiplies at every access); the pure definition's affine index keeps Horner's form.
# RUN: irc compile %s --schedule s --print-ir-after=flatten
# CHECK-LABEL: IR Dump After flatten
# CHECK:       hist[i64(hist.c) * i64(B) + i64(hist.b)] = 0
# CHECK:       hist[i64(hist.cse0) + i64(0) * i64(B)] = hist[i64(hist.cse0) + i64(0) * i64(B)] + 1
# CHECK:       hist[i64(hist.cse1) + i64(1) * i64(B)] = hist[i64(hist.cse1) + i64(1) * i64(B)] + hist.cse0
param N: i32 = 64
param B: i32 = 16
input in: i32[N]
rdom r[0 .. N]
func hist(c, b) = 0
hist(c, clamp(in(r.x), 0, B - 1)) += select(c == 0, 1, in(r.x))
output hist[2, B]
schedule s { hist.update(0).reorder(r.x, c).unroll(c) }
