# an index read from a buffer (given with --input) points past the end of `x`
param N: i32 = 8
kernel gather(idx: i32[N], x: f32[N], y: f32[N]) grid(1) block(8) {
  y[threadIdx.x] = x[idx[threadIdx.x]]
}
# RUN: irc simt %s --input idx=%t/idx.npy
# ERROR: oob_gather.dsl:4:20: error: out-of-bounds read of 'x': index 9 in dimension 0 of extent 8 in block (x=0) thread (x=7)
# ERROR:   y[threadIdx.x] = x[idx[threadIdx.x]]
# ERROR:                    ^~~~~~~~~~~~~~~~~~~
