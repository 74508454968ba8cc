# a shared array indexed past its end
param N: i32 = 256
kernel stage(a: f32[N]) grid(ceil_div(N, 128)) block(128) {
  shared buf: f32[128]
  buf[threadIdx.x] = a[blockIdx.x * 128 + threadIdx.x]
  sync
  a[blockIdx.x * 128 + threadIdx.x] = buf[threadIdx.x + 1]
}
