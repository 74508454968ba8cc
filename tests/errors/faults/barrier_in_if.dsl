# a sync inside an if that only half of each block takes (barrier divergence)
param N: i32 = 256
kernel half(a: f32[N]) grid(ceil_div(N, 128)) block(128) {
  shared buf: f32[128]
  buf[threadIdx.x] = a[blockIdx.x * 128 + threadIdx.x]
  if threadIdx.x < 64 {
    sync
    a[blockIdx.x * 128 + threadIdx.x] = buf[threadIdx.x + 64]
  }
}
# RUN: irc simt %s
# ERROR: barrier_in_if.dsl:7:5: error: barrier reached by thread (x=0) but not by thread (x=64) of block (x=0): every thread of a block must reach the same barrier
# ERROR:     sync
# ERROR:     ^~~~
