# 255 registers for each of 1024 threads: more than an SM's 65536
param N: i32 = 4096
kernel fat(a: f32[N]) grid(N / 1024) block(1024) registers(255) {
  a[blockIdx.x * 1024 + threadIdx.x] = 0
}
# RUN: irc simt %s
# ERROR: too_many_registers.dsl:3:23: error: a block of 1024 threads at 255 registers each requests 261120 registers per block, an SM of the NVIDIA RTX A6000 has 65536 (CUDA: too many resources requested for launch)
# ERROR: kernel fat(a: f32[N]) grid(N / 1024) block(1024) registers(255) {
# ERROR:                       ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
