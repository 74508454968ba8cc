# a correct kernel, run with bad command lines and bad --input buffers
param N: i32 = 256
kernel scale(a: f32[N], b: f32[N]) grid(ceil_div(N, 128)) block(128) {
  let i = blockIdx.x * 128 + threadIdx.x
  b[i] = 2 * a[i]
}
check scale: b(i) = 2 * a(i)
