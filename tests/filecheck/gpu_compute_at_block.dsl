# gpu_compute_at at a block loop: the block's 8 x 32 threads compute the 10 x 32 points of blurx its tile of blury reads into shared memory (two rounds, points past the bottom and right edges left out), then a barrier, then blury reads the shared array.
# RUN: irc compile %s --schedule shared --print-ir-after=gpu_compute_at
# CHECK-LABEL: IR Dump After gpu_compute_at
# CHECK:       allocate shared blurx: f32[0 .. 10, 0 .. 32] {
# CHECK:       let blurx.y.min = blockIdx.y * 8 - 1
# CHECK-NEXT:  let blurx.x.min = blockIdx.x * 32
# CHECK-NEXT:  for blurx.compute in 0 .. 2 {
# CHECK:       if blurx.compute.at < 320 {
# CHECK-NEXT:    let blurx.y = blurx.compute.at / 32 % 10 + blurx.y.min
# CHECK:         if blurx.y < H + 1 && blurx.x < W {
# CHECK-NEXT:      blurx[blurx.compute.at / 32 % 10, blurx.compute.at % 32] = (in[
# CHECK:       barrier
# CHECK-NEXT:  let blury.y =
# CHECK-NOT:   in[
# CHECK:       blury[blury.y, blury.x] = (blurx[blury.y - blurx.y.min - 1, blury.x - blurx.x.min] +
param W: i32 = 64
param H: i32 = 64
input in: f32[H, W] boundary clamp
func blurx(y, x) = (in(y, x - 1) + in(y, x) + in(y, x + 1)) / 3
func blury(y, x) = (blurx(y - 1, x) + blurx(y, x) + blurx(y + 1, x)) / 3
output blury[H, W]
schedule shared { blury.gpu_tile(y, x, by, bx, ty, tx, 8, 32); blurx.compute_at(blury, bx) }
