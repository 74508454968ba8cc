# K.pad's words are an integer constant.
param M: i32 = 64
kernel transpose_smem(a: f32[M, M], c: f32[M, M]) grid(M / 32, M / 32) block(32, 32) {
  shared tile: f32[32, 32]
  tile[threadIdx.x, threadIdx.y] = a[blockIdx.y * 32 + threadIdx.y, blockIdx.x * 32 + threadIdx.x]
  sync
  c[blockIdx.x * 32 + threadIdx.y, blockIdx.y * 32 + threadIdx.x] = tile[threadIdx.y, threadIdx.x]
}
schedule padded { transpose_smem.pad(tile, M) }
# ERROR: kernel_pad_words_not_constant.dsl:9:44: error: argument 2 of pad must be an integer constant
# ERROR: schedule padded { transpose_smem.pad(tile, M) }
# ERROR:                                            ^
