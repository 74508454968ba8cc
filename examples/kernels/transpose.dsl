# Matrix transpose c = a^T, three ways (the course's lecture 4): M must be a multiple of 32.
#   irc simt examples/kernels/transpose.dsl --kernel transpose_smem --by-line
param M: i32 = 512

# Indexed by hand as in CUDA: the reads of a coalesce, the writes of c are 32 words apart.
kernel transpose_naive(a: f32[M * M], c: f32[M * M]) grid(M / 32, M / 32) block(32, 32) {
  let col = blockIdx.x * 32 + threadIdx.x
  let row = blockIdx.y * 32 + threadIdx.y
  c[col * M + row] = a[row * M + col]
}

# Through shared memory: both global accesses coalesce, but a warp's store into the tile
# walks down a column: 32 words 32 apart, all in one bank (32 wavefronts).
kernel transpose_smem(a: f32[M, M], c: f32[M, M]) grid(M / 32, M / 32) block(32, 32) {
  shared tile: f32[32, 32]
  tile[threadIdx.x, threadIdx.y] = a[blockIdx.y * 32 + threadIdx.y, blockIdx.x * 32 + threadIdx.x]
  sync
  c[blockIdx.x * 32 + threadIdx.y, blockIdx.y * 32 + threadIdx.x] = tile[threadIdx.y, threadIdx.x]
}

# One padding column: a column's words are 33 apart, one per bank (1 wavefront).
kernel transpose_padded(a: f32[M, M], c: f32[M, M]) grid(M / 32, M / 32) block(32, 32) {
  shared tile: f32[32, 33]
  let row = blockIdx.y * 32 + threadIdx.y
  let col = blockIdx.x * 32 + threadIdx.x
  tile[threadIdx.x, threadIdx.y] = a[row, col]
  sync
  c[blockIdx.x * 32 + threadIdx.y, blockIdx.y * 32 + threadIdx.x] = tile[threadIdx.y, threadIdx.x]
}

check transpose_naive: c(i) = a(i % M * M + i / M)
check transpose_smem, transpose_padded: c(i, j) = a(j, i)

# transpose_smem with its tile padded by a schedule instead of by hand: 32 x 33 words, as
# transpose_padded declares it, and the same counters (1 wavefront per shared store).
#   irc simt examples/kernels/transpose.dsl --kernel transpose_smem --schedule padded
schedule padded { transpose_smem.pad(tile, 1) }
