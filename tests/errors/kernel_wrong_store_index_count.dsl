# a 1-D buffer written with two indices
param N: i32 = 64
kernel copy(a: f32[N, N], b: f32[N]) grid(ceil_div(N, 32)) block(32) {
  let i = blockIdx.x * 32 + threadIdx.x
  b[i, 0] = a[i, 0]
}
# ERROR: kernel_wrong_store_index_count.dsl:5:3: error: 'b' has 1 dimension, indexed with 2
# ERROR:   b[i, 0] = a[i, 0]
# ERROR:   ^~~~~~~~~~~~~~~~~
