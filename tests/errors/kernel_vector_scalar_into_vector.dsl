# a scalar stored as a vector: build one with f32x4(...)
param N: i32 = 256
kernel fill(a: f32[N]) grid(N / 128) block(32) {
  let i = (blockIdx.x * 32 + threadIdx.x) * 4
  a[i : 4] = 1.0
}
# ERROR: kernel_vector_scalar_into_vector.dsl:5:14: error: cannot store an f32 in the f32x4 'a'; build one with f32x4(...)
# ERROR:   a[i : 4] = 1.0
# ERROR:              ^~~
