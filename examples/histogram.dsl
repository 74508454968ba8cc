# A brightness histogram of an image and its cumulative distribution, two outputs of one
# pipeline: update definitions over reduction domains, as Halide writes them.
param W: i32 = 1024
param H: i32 = 1024
input in: f32[H, W]                                   # brightness in [0, 1]
func hist(b) = 0                                      # the pure definition: every bin empty
hist(clamp(i32(in(r.y, r.x) * 255.0), 0, 255)) += 1   # r.y over [0, H), r.x over [0, W) (in's extents)
rdom k[1 .. 256]
func cdf(b) = hist(b)
cdf(k.x) += cdf(k.x - 1)                              # a running sum over the bins, in order
output hist[256]
output cdf[256]

schedule root  { }                                    # both at the root (an updated func always is)
schedule split { hist.update(0).split(r.y, ryo, ryi, 64).unroll(r.x, 4) }
schedule parallel { hist.update(0).split(r.y, ryo, ryi, 64).rfactor(ryo, u)     # a partial histogram per 64 rows
                    hist_intm.update(0).parallel(u) }                           # ... on every core
