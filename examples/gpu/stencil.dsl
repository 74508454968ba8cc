# A 2-D 5-point stencil (one Jacobi step of the heat equation) mapped onto the GPU: each block
# computes a 32 x 32 tile of `out`, and with `cache` stages the 34 x 34 tile of `u` it reads (its
# halo, one point wide, included) in shared memory once, so each value of u is read from global
# memory about once instead of five times.
#   irc simt examples/gpu/stencil.dsl --schedule gpu_halo --size N=256 --by-line
param N: i32 = 1024
input u: f32[N, N] boundary clamp
func out(y, x) = 0.2 * (u(y, x) + u(y - 1, x) + u(y + 1, x) + u(y, x - 1) + u(y, x + 1))
output out[N, N]

# one thread per point, every read from global memory (neighbouring threads share lines in L1)
schedule gpu_naive { out.gpu_tile(y, x, by, bx, ty, tx, 32, 32) }

# the block's tile and its halo staged once per block: 34 x 34 words copied by 32 x 32 threads
schedule gpu_halo { out.gpu_tile(y, x, by, bx, ty, tx, 32, 32); u.cache(out, bx) }
