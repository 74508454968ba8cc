# 4 f64 elements as one vector: 32 bytes, wider than any access
param N: i32 = 256
kernel copy(a: f64[N], b: f64[N]) grid(N / 128) block(32) {
  let i = (blockIdx.x * 32 + threadIdx.x) * 4
  b[i : 4] = a[i : 4]
}
# ERROR: kernel_vector_no_such_type.dsl:5:9: error: 'b' holds f64, which has no vector of 4 (16 bytes at most): the vector types are f32x2, f32x4, f64x2, i32x2, i32x4, i64x2
# ERROR:   b[i : 4] = a[i : 4]
# ERROR:         ^
