# Sizes and inputs, nothing to compute.
param W: i32 = 64
param H: i32 = 64
input in: f32[H, W] boundary clamp
