# launches more threads than elements and writes without a guard
param N: i32 = 200
kernel fill(a: f32[N]) grid(ceil_div(N, 128)) block(128) {
  let i = blockIdx.x * 128 + threadIdx.x
  a[i] = 1
}
