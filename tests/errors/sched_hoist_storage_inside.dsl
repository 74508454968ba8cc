# Storage is hoisted at or outside the loop the func is computed in.
param W: i32 = 64
param H: i32 = 16
input in: f32[H, W] boundary clamp
func f(y, x) = in(y, x) * 2
func g(y, x) = f(y - 1, x) + f(y, x) + f(y + 1, x)
output g[H, W]
schedule s { g.tile(y, x, 4, 16); f.compute_at(g, xo).hoist_storage(g, yi) }
# ERROR: sched_hoist_storage_inside.dsl:8:55: error: 'f' is stored at g.yi, inside the loop g.xo where it is computed; storage must be at or outside it
# ERROR: schedule s { g.tile(y, x, 4, 16); f.compute_at(g, xo).hoist_storage(g, yi) }
# ERROR:                                                       ^~~~~~~~~~~~~~~~~~~~
