# The two-stage 3x3 blur of examples/blur.dsl on the GPU: each block computes a 32 x 32 tile of
# blury.  Inline, each thread computes the three values of blurx it reads itself, so every point
# of blurx is computed three times (by the threads above, at and below it); computed at the block
# loop, the block's threads first compute the 34 x 32 points of blurx the tile reads into shared
# memory, each once, then a barrier, then blury from there; computed at the thread loop, a thread
# computing four rows of a column computes the 6 points of blurx they read into its local array.
#   irc simt examples/gpu/blur.dsl --schedule gpu_shared --size W=256,H=256 --by-line
param W: i32 = 1024
param H: i32 = 1024
input in: f32[H, W] boundary clamp
func blurx(y, x) = (in(y, x - 1) + in(y, x) + in(y, x + 1)) / 3
func blury(y, x) = (blurx(y - 1, x) + blurx(y, x) + blurx(y + 1, x)) / 3
output blury[H, W]

# blurx inline: 9 reads of `in` and 3 evaluations of blurx per point of blury
schedule gpu_naive { blury.gpu_tile(y, x, by, bx, ty, tx, 32, 32) }

# blurx per block, in shared memory: (32 + 2) x 32 evaluations for 32 x 32 points of blury
schedule gpu_shared { blury.gpu_tile(y, x, by, bx, ty, tx, 32, 32); blurx.compute_at(blury, bx) }

# 8 x 32 threads, each computing 4 rows of a column of the tile; blurx per thread, in local
# storage: 4 + 2 evaluations for 4 points
schedule gpu_local { blury.gpu_tile(y, x, by, bx, ty, tx, 32, 32).split(ty, tr, yi, 4).reorder(tr, tx, yi).gpu_threads(tr)
                     blurx.compute_at(blury, tx) }

# gpu_shared with a quarter of the threads: 8 x 32 threads, each computing 4 rows of blury, 8
# apart (coarsen), over the block's 34 x 32 points of blurx in shared memory
schedule gpu_shared_coarse { blury.gpu_tile(y, x, by, bx, ty, tx, 8, 32).coarsen(y, 4); blurx.compute_at(blury, bx) }
