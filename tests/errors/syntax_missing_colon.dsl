# A size without its ':'.
param W i32 = 64
