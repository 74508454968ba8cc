# reads one element past the end of `a`: the last thread of the last block reads a[N]
param N: i32 = 256
kernel shift(a: f32[N], b: f32[N]) grid(ceil_div(N, 128)) block(128) {
  let i = blockIdx.x * 128 + threadIdx.x
  b[i] = a[i + 1]
}
# RUN: irc simt %s
# ERROR: oob_read.dsl:5:10: error: out-of-bounds read of 'a': index 256 in dimension 0 of extent 256 in block (x=1) thread (x=127)
# ERROR:   b[i] = a[i + 1]
# ERROR:          ^~~~~~~~
