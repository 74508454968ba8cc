# CUDA's __syncthreads() instead of sync
param N: i32 = 64
kernel k(a: f32[N]) grid(N / 32) block(32) {
  __syncthreads()
  a[threadIdx.x] = 1.0
}
# ERROR: kernel_cuda_syncthreads.dsl:4:3: error: '__syncthreads' is CUDA's; irc writes `sync` (a barrier of the block's threads)
# ERROR:   __syncthreads()
# ERROR:   ^~~~~~~~~~~~~
