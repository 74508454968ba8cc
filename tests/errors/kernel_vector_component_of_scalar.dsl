# a component of a scalar let
param N: i32 = 256
kernel first(a: f32[N]) grid(N / 128) block(128) {
  let t = a[blockIdx.x * 128 + threadIdx.x]
  a[blockIdx.x * 128 + threadIdx.x] = t.x
}
# ERROR: kernel_vector_component_of_scalar.dsl:5:39: error: 't' is an f32, not a vector: only vectors (f32x2, f32x4, f64x2, i32x2, i32x4, i64x2) have components .x .y .z .w
# ERROR:   a[blockIdx.x * 128 + threadIdx.x] = t.x
# ERROR:                                       ^~~
