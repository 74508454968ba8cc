# a vector access of 3 elements (vectors move 2 or 4)
param N: i32 = 256
kernel copy(a: f32[N], b: f32[N]) grid(N / 128) block(32) {
  let i = (blockIdx.x * 32 + threadIdx.x) * 4
  let v = a[i : 3]
}
# ERROR: kernel_vector_width.dsl:5:17: error: a vector access moves 2 or 4 consecutive elements, not 3
# ERROR:   let v = a[i : 3]
# ERROR:                 ^
