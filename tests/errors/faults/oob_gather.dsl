# an index read from a buffer (given with --input) points past the end of `x`
param N: i32 = 8
kernel gather(idx: i32[N], x: f32[N], y: f32[N]) grid(1) block(8) {
  y[threadIdx.x] = x[idx[threadIdx.x]]
}
