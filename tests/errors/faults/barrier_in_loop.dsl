# a sync inside a loop whose trip count differs between the threads of a block
param N: i32 = 256
kernel tri(a: f32[N]) grid(ceil_div(N, 128)) block(128) {
  for k in 0 .. threadIdx.x % 4 {
    sync
  }
  a[blockIdx.x * 128 + threadIdx.x] = 0
}
# RUN: irc simt %s --json
# ERROR: barrier_in_loop.dsl:5:5: error: barrier reached by thread (x=1) but not by thread (x=0) of block (x=0): every thread of a block must reach the same barrier
# ERROR:     sync
# ERROR:     ^~~~
