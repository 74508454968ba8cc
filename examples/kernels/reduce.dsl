# A block reduction: each block of 256 threads adds 256 elements in shared memory, halving the
# active threads each step (a tree), and writes one partial sum.
#   irc simt examples/kernels/reduce.dsl --by-line
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
    s = s / 2
  }
  if threadIdx.x == 0 {
    sums[blockIdx.x] = buf[0]
  }
}

check block_sum: sums(b) = sum(i in b * 256 .. min(b * 256 + 256, N): x(i))
