# Halide's apps/max_filter: a circular max filter of radius 26 over an RGB float image (planar:
# [c, y, x]; edges repeated).  Vertical maxima over 1, 2, 4, ..., 32 rows (vert_log, slice t: the
# rows [y, y + 2^t)) are built in log steps by an update over a reduction domain; the vertical
# max over [y - t, y + t] (vert) is two overlapping samples of one slice; the output is the
# horizontal max over dx in [-26, 26] of the vertical max whose half height the circle's chord
# at dx gives (filter_height).  Halide's f(x, y, c, t) is f(t, c, y, x) here.
param W: i32 = 1536
param H: i32 = 2560
input in: f32[3, H, W] boundary clamp

# slice t of vert_log (t = 0 .. 5): the max of rows [y, y + 2^t), built from slice t - 1
rdom r[1 .. 6, -26 .. H]
func vert_log(t, c, y, x) = in(c, y, x)
vert_log(r.y, c, r.x, x) = max(vert_log(r.y - 1, c, r.x, x),
                               vert_log(r.y - 1, c, r.x + clamp(1 << (r.y - 1), 0, 52), x))

# the slice whose height is the largest power of two not above 2t + 1
func slice_for_radius(t) = i32(floor(log(f32(2 * t + 1)) / log(2.0)))
func vert(t, c, y, x) = max(vert_log(clamp(slice_for_radius(t), 0, 6), c, y - t, x),
                            vert_log(clamp(slice_for_radius(t), 0, 6), c,
                                     y + t + 1 - clamp(1 << clamp(slice_for_radius(t), 0, 6), 0, 52), x))

# the circle's half height at dx: the number of dy in [0, 26] with dx^2 + dy^2 < 26.25^2
func filter_height(x) = sum(dy in 0 .. 27: select(f32(x * x + dy * dy) < 26.25 * 26.25, 1, 0))
func max_filter(c, y, x) = maximum(dx in -26 .. 27: vert(clamp(filter_height(dx), 0, 27), c, y, x + dx))
output max_filter[3, H, W]

# Halide's CPU schedule: the output in strips of 256 columns, one task per strip and channel, rows
# within; vert_log computed per task (its strip and channel, all rows), its update's loops with
# x inside r.x inside r.y; vert computed per row of a strip; the two LUTs at the root.
schedule halide { max_filter.split(x, tx, xi, 256).reorder(tx, c, y, xi).fuse(tx, c, t).parallel(t).vectorize(xi, 8)
                  slice_for_radius.compute_root()
                  filter_height.compute_root()
                  vert_log.compute_at(max_filter, t).vectorize(x, 8)
                  vert_log.update(0).reorder(c, r.y, r.x, x).vectorize(x, 8)
                  vert.compute_at(max_filter, y).vectorize(x, 8) }
