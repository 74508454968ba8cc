# f0 is computed per column of f1 but in vectors of 4: its region grows to 4 columns (as
# Halide's), and at the last columns they lie past in0's, which has no boundary condition
param W: i32 = 64
param H: i32 = 64
input in0: f32[H, W]
func f0(y, x) = in0(y, x)
func f1(y, x) = f0(y, x)
output f1[H, W]
schedule s { f0.compute_at(f1, x).vectorize(x, 4) }
