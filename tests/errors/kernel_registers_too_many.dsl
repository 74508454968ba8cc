# registers(300): more than a thread may have
param N: i32 = 256
kernel scale(a: f32[N]) grid(ceil_div(N, 128)) block(128) registers(300) {
  a[threadIdx.x] = 0
}
