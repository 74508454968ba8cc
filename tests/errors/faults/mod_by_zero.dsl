# an integer remainder by zero: threadIdx.x / 64 is 0 in the first 64 threads
param N: i32 = 256
kernel chunk(a: f32[N]) grid(ceil_div(N, 128)) block(128) {
  let lane = threadIdx.x % (threadIdx.x / 64)
  a[blockIdx.x * 128 + threadIdx.x] = f32(lane)
}
