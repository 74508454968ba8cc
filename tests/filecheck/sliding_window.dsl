# The sliding window: each row of blury computes one new row of blurx.  The loop over blury's
# rows is rewound: it starts two rows early, so that its first iterations compute blurx's first
# rows one at a time, and blury's own rows are computed from its old start on.  Storage folding
# keeps the three rows in use in four (a power of two), indexed modulo 4.
# RUN: irc compile %s --schedule sliding --print-ir-after=sliding_window --print-ir-after=storage_folding
# CHECK-LABEL: IR Dump After sliding_window
# CHECK:       for blury.y in blury.y.min - 2 .. blury.y.min - 2 + (blury.y.extent + 2) {
# CHECK-NEXT:    let blurx.y.min = max(blury.y + 1, blury.y.min - 1)
# CHECK:         produce blurx {
# CHECK:         if blury.y >= blury.y.min {
# CHECK-NEXT:      for blury.x in
# CHECK-LABEL: IR Dump After storage_folding
# CHECK:       allocate blurx: f32[0 .. 4, blury.x.min .. blury.x.min + blury.x.extent]
# CHECK:       blurx[blurx.y % 4, blurx.x] =
param W: i32 = 64
param H: i32 = 64
input in: f32[H, W] boundary clamp
func blurx(y, x) = (in(y, x - 1) + in(y, x) + in(y, x + 1)) / 3
func blury(y, x) = (blurx(y - 1, x) + blurx(y, x) + blurx(y + 1, x)) / 3
output blury[H, W]
schedule sliding { blurx.store_root().compute_at(blury, y) }
