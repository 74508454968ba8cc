# a block of 2048 threads: a GPU allows at most 1024
param N: i32 = 4096
kernel big(a: f32[N]) grid(N / 2048) block(64, 32) {
  a[blockIdx.x * 2048 + threadIdx.y * 64 + threadIdx.x] = 0
}
