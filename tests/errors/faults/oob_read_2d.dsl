# a 2-D read whose second index runs past its extent (thread (31, 1) reads a[31, 32])
param N: i32 = 32
kernel tr(a: f32[N, N], c: f32[N, N]) grid(1, 1) block(32, 32) {
  c[threadIdx.y, threadIdx.x] = a[threadIdx.x, threadIdx.y + threadIdx.x]
}
# RUN: irc simt %s
# ERROR: oob_read_2d.dsl:4:33: error: out-of-bounds read of 'a': index 32 in dimension 1 of extent 32 in block (x=0, y=0) thread (x=31, y=1)
# ERROR:   c[threadIdx.y, threadIdx.x] = a[threadIdx.x, threadIdx.y + threadIdx.x]
# ERROR:                                 ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
