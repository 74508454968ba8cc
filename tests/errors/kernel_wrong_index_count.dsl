# a 2-D buffer read with one index
param N: i32 = 64
kernel copy(a: f32[N, N], b: f32[N]) grid(ceil_div(N, 32)) block(32) {
  let i = blockIdx.x * 32 + threadIdx.x
  b[i] = a[i]
}
