# a block of 2048 threads: a GPU allows at most 1024
param N: i32 = 4096
kernel big(a: f32[N]) grid(N / 2048) block(64, 32) {
  a[blockIdx.x * 2048 + threadIdx.y * 64 + threadIdx.x] = 0
}
# RUN: irc simt %s
# ERROR: block_too_large.dsl:3:23: error: a block of 2048 threads is over the 1024 a block may have on the NVIDIA RTX A6000
# ERROR: kernel big(a: f32[N]) grid(N / 2048) block(64, 32) {
# ERROR:                       ^~~~~~~~~~~~~~~~~~~~~~~~~~~~
