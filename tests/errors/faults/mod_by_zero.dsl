# an integer remainder by zero: threadIdx.x / 64 is 0 in the first 64 threads
param N: i32 = 256
kernel chunk(a: f32[N]) grid(ceil_div(N, 128)) block(128) {
  let lane = threadIdx.x % (threadIdx.x / 64)
  a[blockIdx.x * 128 + threadIdx.x] = f32(lane)
}
# RUN: irc simt %s --no-races
# ERROR: mod_by_zero.dsl:4:14: error: integer remainder by zero: threadIdx.x % (threadIdx.x / 64) in block (x=0) thread (x=0)
# ERROR:   let lane = threadIdx.x % (threadIdx.x / 64)
# ERROR:              ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
