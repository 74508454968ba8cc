# K.pad takes the shared array and the words.
param M: i32 = 64
kernel transpose_smem(a: f32[M, M], c: f32[M, M]) grid(M / 32, M / 32) block(32, 32) {
  shared tile: f32[32, 32]
  tile[threadIdx.x, threadIdx.y] = a[blockIdx.y * 32 + threadIdx.y, blockIdx.x * 32 + threadIdx.x]
  sync
  c[blockIdx.x * 32 + threadIdx.y, blockIdx.y * 32 + threadIdx.x] = tile[threadIdx.y, threadIdx.x]
}
schedule padded { transpose_smem.pad(1) }
# ERROR: kernel_pad_one_argument.dsl:9:34: error: pad on a kernel takes 2 arguments, its shared array and the words: transpose_smem.pad(s, n); got 1
# ERROR: schedule padded { transpose_smem.pad(1) }
# ERROR:                                  ^~~~~~
