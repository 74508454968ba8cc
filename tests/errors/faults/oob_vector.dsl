# a vector read whose last elements are past the end of the buffer
param N: i32 = 64
kernel copy(a: f32[N], b: f32[N]) grid(1) block(32) {
  b[threadIdx.x * 2 : 2] = a[threadIdx.x * 2 + 4 : 2]
}
# RUN: irc simt %s
# ERROR: oob_vector.dsl:4:28: error: out-of-bounds read of 'a': indices 64 .. 65 in dimension 0 of extent 64 in block (x=0) thread (x=30)
# ERROR:   b[threadIdx.x * 2 : 2] = a[threadIdx.x * 2 + 4 : 2]
# ERROR:                            ^~~~~~~~~~~~~~~~~~~~~~~~~~
