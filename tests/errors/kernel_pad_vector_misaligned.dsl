# A shared array read 4 elements at a time keeps its rows 16-byte aligned: pad by multiples of 4.
param N: i32 = 64
kernel copy_rows(a: f32[N, N], c: f32[N, N]) grid(N / 32, N / 32) block(8, 32) {
  shared tile: f32[32, 32]
  let row = blockIdx.y * 32 + threadIdx.y
  let col = blockIdx.x * 32 + threadIdx.x * 4
  tile[threadIdx.y, threadIdx.x * 4 : 4] = a[row, col : 4]
  sync
  c[row, col : 4] = tile[threadIdx.y, threadIdx.x * 4 : 4]
}
schedule padded { copy_rows.pad(tile, 1) }
# ERROR: kernel_pad_vector_misaligned.dsl:11:39: error: cannot pad 'tile' of kernel 'copy_rows' by 1: it is accessed 4 elements at a time (line 7), and its rows must stay aligned to that; pad by a multiple of 4
# ERROR: schedule padded { copy_rows.pad(tile, 1) }
# ERROR:                                       ^
