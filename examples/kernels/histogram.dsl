# Histograms with atomics: each thread adds one to its element's bin.  histogram_global adds in
# global memory (lanes of a warp on one bin take turns: atom_rounds counts them);
# histogram_shared counts a block's elements in shared memory first, then adds its 64 counts to
# the global histogram: 64 global atomics per block instead of 256.
#   irc simt examples/kernels/histogram.dsl
param N: i32 = 16384
kernel histogram_global(x: i32[N], hist: i32[64]) grid(N / 256) block(256) {
  let i = blockIdx.x * 256 + threadIdx.x
  atomicAdd(hist[x[i] % 64], 1)
}
kernel histogram_shared(x: i32[N], hist: i32[64]) grid(N / 256) block(256) {
  shared counts: i32[64]
  if threadIdx.x < 64 {
    counts[threadIdx.x] = 0
  }
  sync
  atomicAdd(counts[x[blockIdx.x * 256 + threadIdx.x] % 64], 1)
  sync
  if threadIdx.x < 64 {
    atomicAdd(hist[threadIdx.x], counts[threadIdx.x])
  }
}
check histogram_global, histogram_shared: hist(b) = hist(b) + sum(i in 0 .. N: select(x(i) % 64 == b, 1, 0))
