# K.pad names a kernel of the file.
param M: i32 = 64
kernel transpose_smem(a: f32[M, M], c: f32[M, M]) grid(M / 32, M / 32) block(32, 32) {
  shared tile: f32[32, 32]
  tile[threadIdx.x, threadIdx.y] = a[blockIdx.y * 32 + threadIdx.y, blockIdx.x * 32 + threadIdx.x]
  sync
  c[blockIdx.x * 32 + threadIdx.y, blockIdx.y * 32 + threadIdx.x] = tile[threadIdx.y, threadIdx.x]
}
schedule padded { transpose_smen.pad(tile, 1) }
# ERROR: kernel_pad_unknown_kernel.dsl:9:19: error: unknown kernel 'transpose_smen' (did you mean 'transpose_smem'?); the kernels are transpose_smem
# ERROR: schedule padded { transpose_smen.pad(tile, 1) }
# ERROR:                   ^~~~~~~~~~~~~~
