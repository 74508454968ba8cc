# a vector where a function needs a scalar
param N: i32 = 256
kernel root(a: f32[N]) grid(N / 128) block(32) {
  let i = (blockIdx.x * 32 + threadIdx.x) * 4
  a[i] = sqrt(a[i : 4])
}
# ERROR: kernel_vector_as_function_argument.dsl:5:15: error: vector values are loaded, stored and taken apart, not computed with; use .x .y .z .w
# ERROR:   a[i] = sqrt(a[i : 4])
# ERROR:               ^~~~~~~~
