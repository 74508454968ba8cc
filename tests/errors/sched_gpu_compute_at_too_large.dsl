# Each block reads 2,032 rows of f (a stencil 1,000 rows high): 254 KB of shared memory.
param W: i32 = 4096
param H: i32 = 4096
input in: f32[H, W] boundary clamp
func f(y, x) = in(y, x) * 2
func g(y, x) = f(y - 1000, x) + f(y + 1000, x)
output g[H, W]
schedule s { g.gpu_tile(y, x, by, bx, ty, tx, 32, 32); f.compute_at(g, bx) }
# ERROR: sched_gpu_compute_at_too_large.dsl:8:58: error: the shared tiles of this launch take 260,096 bytes per block (f 2032 x 32 f32); no GPU irc models gives a block more than 232,448 (the H100's 227 KB; the A6000's is 99 KB): compute it at an inner loop, or tile smaller
# ERROR: schedule s { g.gpu_tile(y, x, by, bx, ty, tx, 32, 32); f.compute_at(g, bx) }
# ERROR:                                                          ^~~~~~~~~~~~~~~~~
