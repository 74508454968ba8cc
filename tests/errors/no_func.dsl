# Sizes and inputs, nothing to compute.
param W: i32 = 64
param H: i32 = 64
input in: f32[H, W] boundary clamp
# ERROR: no_func.dsl:4:35: error: the program defines no func and no kernel; add e.g. `func f(x) = ...` and `output f[N]`
# ERROR: input in: f32[H, W] boundary clamp
# ERROR:                                   ^
