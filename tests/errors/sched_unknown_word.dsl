# A misspelt schedule word.
param W: i32 = 64
param H: i32 = 64
input in: f32[H, W] boundary clamp
func blurx(y, x) = (in(y, x - 1) + in(y, x) + in(y, x + 1)) / 3
func blury(y, x) = (blurx(y - 1, x) + blurx(y, x) + blurx(y + 1, x)) / 3
output blury[H, W]

schedule s { blurx.compute_rot() }
# ERROR: sched_unknown_word.dsl:9:20: error: unknown schedule word 'compute_rot' (did you mean 'compute_root'?); the words are compute_root, compute_inline, compute_at, store_root, store_at, split, tile, reorder, vectorize, parallel, unroll, gpu_tile, gpu_blocks, gpu_threads, cache, pad, coarsen, update, rfactor, fuse, specialize, bound, reorder_storage, store_in, fold_storage, in, clone_in, prefetch, hoist_storage, hoist_storage_root, compute_with
# ERROR: schedule s { blurx.compute_rot() }
# ERROR:                    ^~~~~~~~~~~~~
