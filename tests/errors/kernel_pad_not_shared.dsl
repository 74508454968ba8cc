# K.pad pads a shared array of the kernel, not one of its buffers.
param M: i32 = 64
kernel transpose_smem(a: f32[M, M], c: f32[M, M]) grid(M / 32, M / 32) block(32, 32) {
  shared tile: f32[32, 32]
  tile[threadIdx.x, threadIdx.y] = a[blockIdx.y * 32 + threadIdx.y, blockIdx.x * 32 + threadIdx.x]
  sync
  c[blockIdx.x * 32 + threadIdx.y, blockIdx.y * 32 + threadIdx.x] = tile[threadIdx.y, threadIdx.x]
}
schedule padded { transpose_smem.pad(a, 1) }
# ERROR: kernel_pad_not_shared.dsl:9:38: error: 'a' is a buffer of kernel 'transpose_smem', in global memory; pad pads one of its shared arrays: tile (f32[32, 32])
# ERROR: schedule padded { transpose_smem.pad(a, 1) }
# ERROR:                                      ^
