# a check reads buffers with ( ), like funcs
param N: i32 = 256
kernel scale(a: f32[N], b: f32[N]) grid(ceil_div(N, 128)) block(128) {
  b[threadIdx.x] = 2 * a[threadIdx.x]
}
check scale: b(i) = 2 * a[i]
