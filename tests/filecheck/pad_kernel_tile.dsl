# pad on a hand-written kernel: a schedule of kernels pads transpose_smem's shared tile to 32 x 33 words; the kernel indexes it by row and column, unchanged.
# RUN: irc compile %s --kernel transpose_smem --schedule padded --print-ir-after=pad
# CHECK-LABEL: IR Dump After pad [kernel=transpose_smem schedule=padded]
# CHECK:       allocate shared tile: f32[0 .. 32, 0 .. 33] {
# CHECK:       tile[threadIdx.x, threadIdx.y] = a[blockIdx.y * 32 + threadIdx.y, blockIdx.x * 32 + threadIdx.x]
# CHECK-NEXT:  barrier
# CHECK-NEXT:  c[blockIdx.x * 32 + threadIdx.y, blockIdx.y * 32 + threadIdx.x] = tile[threadIdx.y, threadIdx.x]
param M: i32 = 512
kernel transpose_smem(a: f32[M, M], c: f32[M, M]) grid(M / 32, M / 32) block(32, 32) {
  shared tile: f32[32, 32]
  tile[threadIdx.x, threadIdx.y] = a[blockIdx.y * 32 + threadIdx.y, blockIdx.x * 32 + threadIdx.x]
  sync
  c[blockIdx.x * 32 + threadIdx.y, blockIdx.y * 32 + threadIdx.x] = tile[threadIdx.y, threadIdx.x]
}
schedule padded { transpose_smem.pad(tile, 1) }
