# CUDA's __shared__ instead of shared
param N: i32 = 64
kernel k(a: f32[N]) grid(N / 32) block(32) {
  __shared__ float s[32]
  a[threadIdx.x] = 1.0
}
# ERROR: kernel_cuda_shared_declaration.dsl:4:3: error: '__shared__' is CUDA's; irc declares `shared s: f32[32]` at the top of the kernel
# ERROR:   __shared__ float s[32]
# ERROR:   ^~~~~~~~~~
