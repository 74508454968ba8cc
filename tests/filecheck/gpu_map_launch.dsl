# gpu_map: the GPU loops become the launch, blockIdx then threadIdx (x innermost), and the lets and guards that stood between them move into each thread.
# RUN: irc compile %s --schedule gpu --print-ir-after=gpu_map
# CHECK-LABEL: IR Dump After gpu_map
# CHECK:       gpu_block for blockIdx.y in 0 .. (H + 15) / 16 {
# CHECK-NEXT:    gpu_block for blockIdx.x in 0 .. (W - 1 - 1 + 31) / 32 {
# CHECK-NEXT:      gpu_thread for threadIdx.y in 0 .. 16 {
# CHECK-NEXT:        gpu_thread for threadIdx.x in 0 .. 32 {
# CHECK-NEXT:          let g.y = 0 + blockIdx.y * 16 + threadIdx.y
# CHECK-NEXT:          if g.y < 0 + H {
# CHECK-NEXT:            let g.x = 1 + blockIdx.x * 32 + threadIdx.x
# CHECK-NEXT:            if g.x < 1 + (W - 1 - 1) {
# CHECK-NEXT:              g[g.y, g.x - 1] = in[g.y, g.x] * 2.0f
param W: i32 = 256
param H: i32 = 64
input in: f32[H, W]
func g(y, x) = in(y, x) * 2
output g[H, 1 .. W - 1]
schedule gpu { g.gpu_tile(y, x, by, bx, ty, tx, 16, 32) }
