# a compound assignment of vectors
param N: i32 = 256
kernel add(a: f32[N], b: f32[N]) grid(N / 128) block(32) {
  let i = (blockIdx.x * 32 + threadIdx.x) * 4
  a[i : 4] += b[i : 4]
}
# ERROR: kernel_vector_compound_assign.dsl:5:3: error: vector values are loaded, stored and taken apart, not computed with; use .x .y .z .w
# ERROR:   a[i : 4] += b[i : 4]
# ERROR:   ^~~~~~~~~~~~~~~~~~~~
