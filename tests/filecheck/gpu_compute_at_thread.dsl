# gpu_compute_at at the innermost thread loop: a thread computing 4 rows of a column computes the 6 x 1 points of blurx they read into a local array, inside its guards, with the loop nest realize made; no barrier.
# RUN: irc compile %s --schedule local --print-ir-after=gpu_compute_at
# CHECK-LABEL: IR Dump After gpu_compute_at
# CHECK:       if blury.x < 0 + W {
# CHECK-NEXT:    let blurx.y.min = blockIdx.y * 32 + threadIdx.y * 4 - 1
# CHECK-NEXT:    let blurx.x.min = blury.x
# CHECK-NEXT:    allocate local blurx: f32[0 .. 6, 0 .. 1] {
# CHECK-NEXT:      for blurx.y in blurx.y.min .. blurx.y.min + 6 {
# CHECK-NEXT:        for blurx.x in blurx.x.min .. blurx.x.min + 1 {
# CHECK-NEXT:          if blurx.y < H + 1 {
# CHECK-NEXT:            blurx[blurx.y - blurx.y.min, blurx.x - blurx.x.min] = (in[
# CHECK:           for blury.yi in 0 .. 4 {
# CHECK:             blury[blury.y, blury.x] = (blurx[blury.y - blurx.y.min - 1, blury.x - blurx.x.min] +
# CHECK-NOT:   barrier
param W: i32 = 64
param H: i32 = 64
input in: f32[H, W] boundary clamp
func blurx(y, x) = (in(y, x - 1) + in(y, x) + in(y, x + 1)) / 3
func blury(y, x) = (blurx(y - 1, x) + blurx(y, x) + blurx(y + 1, x)) / 3
output blury[H, W]
schedule local { blury.gpu_tile(y, x, by, bx, ty, tx, 32, 32).split(ty, tr, yi, 4).reorder(tr, tx, yi).gpu_threads(tr)
                 blurx.compute_at(blury, tx) }
