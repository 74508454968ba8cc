# 4 u8 elements as one vector: irc's vector types hold 32- and 64-bit elements only
param N: i32 = 256
kernel copy(a: u8[N], b: u8[N]) grid(N / 128) block(32) {
  let i = (blockIdx.x * 32 + threadIdx.x) * 4
  b[i : 4] = a[i : 4]
}
# ERROR: kernel_vector_narrow.dsl:5:9: error: 'b' holds u8, which has no vector of 4 (irc's vectors hold f32, f64, i32, i64; read the elements one by one): the vector types are f32x2, f32x4, f64x2, i32x2, i32x4, i64x2
# ERROR:   b[i : 4] = a[i : 4]
# ERROR:         ^
