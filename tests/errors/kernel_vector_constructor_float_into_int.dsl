# a float component of an i32x2
param N: i32 = 256
kernel fill(a: i32[N]) grid(N / 64) block(32) {
  let i = (blockIdx.x * 32 + threadIdx.x) * 2
  a[i : 2] = i32x2(1, 2.5)
}
# ERROR: kernel_vector_constructor_float_into_int.dsl:5:23: error: cannot store the float 2.5 in the i32 'i32x2(...).y'
# ERROR:   a[i : 2] = i32x2(1, 2.5)
# ERROR:                       ^~~
