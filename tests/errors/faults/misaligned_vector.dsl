# a vector read whose flat index is not a multiple of 4: rows of 6 elements
param N: i32 = 64
kernel copy(a: f32[N, 6], b: f32[N, 8]) grid(N / 32) block(32) {
  let i = blockIdx.x * 32 + threadIdx.x
  b[i, 0 : 4] = a[i, 0 : 4]
}
# RUN: irc simt %s
# ERROR: misaligned_vector.dsl:5:17: error: misaligned read of 'a': a vector of 4 elements at flat index 6, not a multiple of 4 in block (x=0) thread (x=1)
# ERROR:   b[i, 0 : 4] = a[i, 0 : 4]
# ERROR:                 ^~~~~~~~~~~
