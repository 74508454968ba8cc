# on a kernel the only schedule word is pad.
param M: i32 = 64
kernel transpose_smem(a: f32[M, M], c: f32[M, M]) grid(M / 32, M / 32) block(32, 32) {
  shared tile: f32[32, 32]
  tile[threadIdx.x, threadIdx.y] = a[blockIdx.y * 32 + threadIdx.y, blockIdx.x * 32 + threadIdx.x]
  sync
  c[blockIdx.x * 32 + threadIdx.y, blockIdx.y * 32 + threadIdx.x] = tile[threadIdx.y, threadIdx.x]
}
schedule padded { transpose_smem.unroll(x) }
# ERROR: kernel_pad_other_word.dsl:9:34: error: 'unroll' schedules funcs, and this file has none; on a kernel the one word is pad: transpose_smem.pad(s, n), n extra words on the last dimension of its shared array s
# ERROR: schedule padded { transpose_smem.unroll(x) }
# ERROR:                                  ^~~~~~~~~
