# a scalar is indexed like an array
param N: i32 = 256
kernel copy(a: f32[N]) grid(ceil_div(N, 128)) block(128) {
  let i = blockIdx.x * 128 + threadIdx.x
  a[i] = i[0]
}
# ERROR: kernel_index_scalar.dsl:5:10: error: 'i' is a scalar let; it has no indices
# ERROR:   a[i] = i[0]
# ERROR:          ^
