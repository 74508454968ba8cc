# a tree reduction whose step never halves (s = s for s = s / 2): buf keeps changing, but s, all
# that the loop's condition depends on, does not, so the first trip proves the loop endless
param N: i32 = 65536

kernel block_sum(x: f32[N], sums: f32[ceil_div(N, 256)]) grid(ceil_div(N, 256)) block(256) {
  shared buf: f32[256]
  let i = blockIdx.x * 256 + threadIdx.x
  buf[threadIdx.x] = select(i < N, x[i], 0)
  sync
  var s: i32 = 128
  while s > 0 {
    if threadIdx.x < s {
      buf[threadIdx.x] += buf[threadIdx.x + s]
    }
    sync
    s = s
  }
  if threadIdx.x == 0 {
    sums[blockIdx.x] = buf[0]
  }
}
# RUN(endless_reduction_256): irc simt %s --size N=256
# ERROR: endless_reduction.dsl:11:3: error: while loop of kernel 'block_sum' never ends: a trip changed nothing its condition depends on (s = 128), so its condition holds forever in block (x=0) thread (x=0)
# ERROR:   while s > 0 {
# ERROR:   ^~~~~~~~~~~~~
# RUN(endless_reduction_65536): irc simt %s
# ERROR: endless_reduction.dsl:11:3: error: while loop of kernel 'block_sum' never ends: a trip changed nothing its condition depends on (s = 128), so its condition holds forever in block (x=0) thread (x=0)
# ERROR:   while s > 0 {
# ERROR:   ^~~~~~~~~~~~~
