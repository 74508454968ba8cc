# K.pad names a shared array the kernel declares.
param M: i32 = 64
kernel transpose_smem(a: f32[M, M], c: f32[M, M]) grid(M / 32, M / 32) block(32, 32) {
  shared tile: f32[32, 32]
  tile[threadIdx.x, threadIdx.y] = a[blockIdx.y * 32 + threadIdx.y, blockIdx.x * 32 + threadIdx.x]
  sync
  c[blockIdx.x * 32 + threadIdx.y, blockIdx.y * 32 + threadIdx.x] = tile[threadIdx.y, threadIdx.x]
}
schedule padded { transpose_smem.pad(tiles, 1) }
# ERROR: kernel_pad_unknown_array.dsl:9:38: error: kernel 'transpose_smem' has no shared array 'tiles'; pad pads one of its shared arrays: tile (f32[32, 32])
# ERROR: schedule padded { transpose_smem.pad(tiles, 1) }
# ERROR:                                      ^~~~~
