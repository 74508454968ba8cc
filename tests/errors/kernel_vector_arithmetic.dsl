# arithmetic on a vector value
param N: i32 = 256
kernel scale(a: f32[N]) grid(N / 128) block(32) {
  let i = (blockIdx.x * 32 + threadIdx.x) * 4
  let v = a[i : 4]
  a[i : 4] = v * 2.0
}
# ERROR: kernel_vector_arithmetic.dsl:6:14: error: vector values are loaded, stored and taken apart, not computed with; use .x .y .z .w
# ERROR:   a[i : 4] = v * 2.0
# ERROR:              ^
