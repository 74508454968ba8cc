# Storage hoisted outside a parallel loop would be shared by its iterations (stored in the body of yo, computed in the parallel loop xo).
param W: i32 = 64
param H: i32 = 16
input in: f32[H, W] boundary clamp
func f(y, x) = in(y, x) * 2
func g(y, x) = f(y - 1, x) + f(y, x) + f(y + 1, x)
output g[H, W]
schedule s { g.tile(y, x, 4, 16).parallel(xo); f.compute_at(g, xi).hoist_storage(g, yo) }
# ERROR: sched_hoist_storage_parallel_at.dsl:8:68: error: 'f' is hoisted to g.yo, where the iterations of the parallel loop g.xo would share the buffer; hoist it to a loop inside that one
# ERROR: schedule s { g.tile(y, x, 4, 16).parallel(xo); f.compute_at(g, xi).hoist_storage(g, yo) }
# ERROR:                                                                    ^~~~~~~~~~~~~~~~~~~~
