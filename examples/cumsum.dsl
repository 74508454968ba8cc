# The cumulative sum of each row of an image (a summed-area table's first pass): an update
# whose pure variable y is independent from row to row, so its loop may run in parallel; r.x
# reads the value the step before it wrote, so its loop runs in order.
param W: i32 = 1024
param H: i32 = 1024
input in: f32[H, W]
rdom r[1 .. W]
func rows(y, x) = in(y, x)
rows(y, r.x) += rows(y, r.x - 1)
output rows[H, W]

schedule parallel { rows.parallel(y).vectorize(x, 8); rows.update(0).parallel(y) }
schedule columns  { rows.update(0).split(y, yo, yi, 8).reorder(yo, r.x, yi).vectorize(yi).parallel(yo) }
