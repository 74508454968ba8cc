# four elements into a var of two
param N: i32 = 256
kernel copy(a: f32[N]) grid(N / 128) block(32) {
  let i = (blockIdx.x * 32 + threadIdx.x) * 4
  var v: f32x2 = a[i : 4]
  a[i : 2] = v
}
# ERROR: kernel_vector_var_other_width.dsl:5:18: error: cannot store an f32x4 in the f32x2 'v'
# ERROR:   var v: f32x2 = a[i : 4]
# ERROR:                  ^~~~~~~~
