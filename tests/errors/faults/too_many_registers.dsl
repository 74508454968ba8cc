# 255 registers for each of 1024 threads: more than an SM's 65536
param N: i32 = 4096
kernel fat(a: f32[N]) grid(N / 1024) block(1024) registers(255) {
  a[blockIdx.x * 1024 + threadIdx.x] = 0
}
