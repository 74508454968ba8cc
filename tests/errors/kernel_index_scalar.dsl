# a scalar is indexed like an array
param N: i32 = 256
kernel copy(a: f32[N]) grid(ceil_div(N, 128)) block(128) {
  let i = blockIdx.x * 128 + threadIdx.x
  a[i] = i[0]
}
