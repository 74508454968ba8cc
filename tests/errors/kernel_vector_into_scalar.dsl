# a vector stored into one element
param N: i32 = 256
kernel copy(a: f32[N], b: f32[N]) grid(N / 128) block(32) {
  let i = (blockIdx.x * 32 + threadIdx.x) * 4
  b[i] = a[i : 4]
}
# ERROR: kernel_vector_into_scalar.dsl:5:10: error: cannot store an f32x4 in the f32 'b'
# ERROR:   b[i] = a[i : 4]
# ERROR:          ^~~~~~~~
