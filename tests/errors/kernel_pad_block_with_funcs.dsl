# a schedule block schedules the funcs or the kernels of a file, not both.
param M: i32 = 64
input x: f32[M, M]
func t(i, j) = x(j, i)
output t[M, M]
kernel transpose_smem(a: f32[M, M], c: f32[M, M]) grid(M / 32, M / 32) block(32, 32) {
  shared tile: f32[32, 32]
  tile[threadIdx.x, threadIdx.y] = a[blockIdx.y * 32 + threadIdx.y, blockIdx.x * 32 + threadIdx.x]
  sync
  c[blockIdx.x * 32 + threadIdx.y, blockIdx.y * 32 + threadIdx.x] = tile[threadIdx.y, threadIdx.x]
}
schedule both { transpose_smem.pad(tile, 1); t.gpu_tile(i, j, bi, bj, ti, tj, 32, 32) }
# ERROR: kernel_pad_block_with_funcs.dsl:12:46: error: 't' is not a kernel, and this block schedules kernels; a block schedules the file's funcs or its kernels, not both: give each its own block
# ERROR: schedule both { transpose_smem.pad(tile, 1); t.gpu_tile(i, j, bi, bj, ti, tj, 32, 32) }
# ERROR:                                              ^
