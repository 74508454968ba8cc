# a 2-D buffer read with one index
param N: i32 = 64
kernel copy(a: f32[N, N], b: f32[N]) grid(ceil_div(N, 32)) block(32) {
  let i = blockIdx.x * 32 + threadIdx.x
  b[i] = a[i]
}
# ERROR: kernel_wrong_index_count.dsl:5:10: error: 'a' has 2 dimensions, indexed with 1
# ERROR:   b[i] = a[i]
# ERROR:          ^~~~
