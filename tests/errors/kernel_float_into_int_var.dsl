# a float value assigned to an i32 var
param N: i32 = 256
kernel index(a: f32[N]) grid(ceil_div(N, 128)) block(128) {
  var j: i32 = 0
  j = a[threadIdx.x] * 2
  a[j] = 0
}
# ERROR: kernel_float_into_int_var.dsl:5:7: error: cannot store an f32 in the i32 'j' without a cast: write i32(...)
# ERROR:   j = a[threadIdx.x] * 2
# ERROR:       ^~~~~~~~~~~~~~~~~~
