# t = aᵀ written once; the GPU schedules are the seed's three transposes: naive (stores 32 words
# apart), through a shared tile (both sides coalesced, but a warp reads a column of the tile:
# 32 wavefronts), and the tile padded to 32 x 33 (one wavefront).
#   irc simt examples/gpu/transpose.dsl --schedule padded --size M=512
param M: i32 = 512
input a: f32[M, M]
func t(i, j) = a(j, i)
output t[M, M]

schedule naive  { t.gpu_tile(i, j, bi, bj, ti, tj, 32, 32) }
schedule smem   { t.gpu_tile(i, j, bi, bj, ti, tj, 32, 32); a.cache(t, bj) }
schedule padded { t.gpu_tile(i, j, bi, bj, ti, tj, 32, 32); a.cache(t, bj).pad(1) }
