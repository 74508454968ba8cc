# a shared array is padded once.
param M: i32 = 64
kernel transpose_smem(a: f32[M, M], c: f32[M, M]) grid(M / 32, M / 32) block(32, 32) {
  shared tile: f32[32, 32]
  tile[threadIdx.x, threadIdx.y] = a[blockIdx.y * 32 + threadIdx.y, blockIdx.x * 32 + threadIdx.x]
  sync
  c[blockIdx.x * 32 + threadIdx.y, blockIdx.y * 32 + threadIdx.x] = tile[threadIdx.y, threadIdx.x]
}
schedule padded { transpose_smem.pad(tile, 1); transpose_smem.pad(tile, 1) }
# ERROR: kernel_pad_twice.dsl:9:63: error: 'tile' of kernel 'transpose_smem' is padded twice; pad it once, by the sum
# ERROR: schedule padded { transpose_smem.pad(tile, 1); transpose_smem.pad(tile, 1) }
# ERROR:                                                               ^~~~~~~~~~~~
