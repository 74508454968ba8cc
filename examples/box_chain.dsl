# Three 3x3 box filters in a row: each stage averages the 9 neighbours of the one before.
# Inlining recomputes 9 x 9 x 9 reads per output point; tiling trades a little
# recomputation at the tile edges for storage that fits in cache.
param W: i32 = 1024
param H: i32 = 1024
input in: f32[H, W] boundary clamp

func s1(y, x) = (in(y - 1, x - 1) + in(y - 1, x) + in(y - 1, x + 1)
               + in(y, x - 1)     + in(y, x)     + in(y, x + 1)
               + in(y + 1, x - 1) + in(y + 1, x) + in(y + 1, x + 1)) / 9
func s2(y, x) = (s1(y - 1, x - 1) + s1(y - 1, x) + s1(y - 1, x + 1)
               + s1(y, x - 1)     + s1(y, x)     + s1(y, x + 1)
               + s1(y + 1, x - 1) + s1(y + 1, x) + s1(y + 1, x + 1)) / 9
func s3(y, x) = (s2(y - 1, x - 1) + s2(y - 1, x) + s2(y - 1, x + 1)
               + s2(y, x - 1)     + s2(y, x)     + s2(y, x + 1)
               + s2(y + 1, x - 1) + s2(y + 1, x) + s2(y + 1, x + 1)) / 9
output s3[H, W]

# root, inline, tile and sliding apply to every stage (the built-in policies);
# this one tiles the output and computes both producers per tile, vectorized, in parallel.
schedule fast { s3.tile(y, x, yo, xo, yi, xi, 32, 128).vectorize(xi, 8).parallel(yo)
                s2.compute_at(s3, xo).vectorize(x, 8)
                s1.compute_at(s3, xo).vectorize(x, 8) }
