# Storage hoisted outside a parallel loop would be shared by its iterations.
param W: i32 = 64
param H: i32 = 16
input in: f32[H, W] boundary clamp
func f(y, x) = in(y, x) * 2
func g(y, x) = f(y - 1, x) + f(y, x) + f(y + 1, x)
output g[H, W]
schedule s { g.parallel(y); f.compute_at(g, y).hoist_storage_root() }
# ERROR: sched_hoist_storage_parallel.dsl:8:48: error: 'f' is hoisted to the root, where the iterations of the parallel loop g.y would share the buffer; hoist it to a loop inside that one
# ERROR: schedule s { g.parallel(y); f.compute_at(g, y).hoist_storage_root() }
# ERROR:                                                ^~~~~~~~~~~~~~~~~~~~
