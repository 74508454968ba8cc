# .w of a two-element vector
param N: i32 = 256
kernel last(a: f32[N], b: f32[N]) grid(N / 64) block(32) {
  let i = (blockIdx.x * 32 + threadIdx.x) * 2
  let v = a[i : 2]
  b[i] = v.w
}
# ERROR: kernel_vector_component_past_width.dsl:6:10: error: 'v' is an f32x2: its components are .x .y, not .w
# ERROR:   b[i] = v.w
# ERROR:          ^~~
