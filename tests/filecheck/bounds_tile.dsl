# Bounds inference per tile: blurx covers the 64 x 64 tile of blury plus one row above and below.
# RUN: irc compile %s --schedule tile --print-ir-after=bounds
# CHECK-LABEL: IR Dump After bounds
# CHECK:       for blury.xo in
# CHECK-NEXT:    let blurx.y.min = blury.y.min + max(min(blury.yo * 64, blury.y.extent - 64), 0) - 1
# CHECK-NEXT:    let blurx.y.extent = 66
# CHECK:         let blurx.x.extent = 64
# CHECK-NEXT:    allocate blurx: f32[blurx.y.min .. blurx.y.min + blurx.y.extent
param W: i32 = 256
param H: i32 = 256
input in: f32[H, W] boundary clamp
func blurx(y, x) = (in(y, x - 1) + in(y, x) + in(y, x + 1)) / 3
func blury(y, x) = (blurx(y - 1, x) + blurx(y, x) + blurx(y + 1, x)) / 3
output blury[H, W]
schedule tile { blury.tile(y, x, yo, xo, yi, xi, 64, 64); blurx.compute_at(blury, xo) }
