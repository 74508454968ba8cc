# launch_loops: the thread's code inside gpu_block loops (y outermost), the shared tile once per block, then gpu_thread loops with x innermost.
# RUN: irc compile %s --kernel transpose_padded --print-ir-after=launch_loops
# CHECK-LABEL: IR Dump After launch_loops [kernel=transpose_padded]
# CHECK:       gpu_block for blockIdx.y in 0 .. M / 32 {
# CHECK-NEXT:    gpu_block for blockIdx.x in 0 .. M / 32 {
# CHECK-NEXT:      allocate shared tile: f32[0 .. 32, 0 .. 33] {
# CHECK-NEXT:        gpu_thread for threadIdx.y in 0 .. 32 {
# CHECK-NEXT:          gpu_thread for threadIdx.x in 0 .. 32 {
# CHECK-NEXT:            let row = blockIdx.y * 32 + threadIdx.y
# CHECK:                 barrier
param M: i32 = 512
kernel transpose_padded(a: f32[M, M], c: f32[M, M]) grid(M / 32, M / 32) block(32, 32) {
  shared tile: f32[32, 33]
  let row = blockIdx.y * 32 + threadIdx.y
  let col = blockIdx.x * 32 + threadIdx.x
  tile[threadIdx.x, threadIdx.y] = a[row, col]
  sync
  c[blockIdx.x * 32 + threadIdx.y, blockIdx.y * 32 + threadIdx.x] = tile[threadIdx.y, threadIdx.x]
}
