# a scalar var is written with indices
param N: i32 = 256
kernel copy(a: f32[N]) grid(ceil_div(N, 128)) block(128) {
  var s: f32 = 0
  s[0] = a[threadIdx.x]
}
# ERROR: kernel_store_scalar_indexed.dsl:5:3: error: 's' is a scalar var; it has no indices
# ERROR:   s[0] = a[threadIdx.x]
# ERROR:   ^
