# an f32x4 built of two values
param N: i32 = 256
kernel fill(a: f32[N]) grid(N / 128) block(32) {
  let i = (blockIdx.x * 32 + threadIdx.x) * 4
  a[i : 4] = f32x4(1.0, 2.0)
}
# ERROR: kernel_vector_constructor_arity.dsl:5:14: error: 'f32x4' takes 4 arguments, got 2
# ERROR:   a[i : 4] = f32x4(1.0, 2.0)
# ERROR:              ^~~~~~~~~~~~~~~
