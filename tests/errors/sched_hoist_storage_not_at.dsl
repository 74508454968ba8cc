# Hoisting needs the func computed at a loop.
param W: i32 = 64
param H: i32 = 16
input in: f32[H, W] boundary clamp
func f(y, x) = in(y, x) * 2
func g(y, x) = f(y - 1, x) + f(y, x) + f(y + 1, x)
output g[H, W]
schedule s { f.compute_root().hoist_storage_root() }
# ERROR: sched_hoist_storage_not_at.dsl:8:31: error: hoist_storage_root needs 'f' computed at a loop (compute_at)
# ERROR: schedule s { f.compute_root().hoist_storage_root() }
# ERROR:                               ^~~~~~~~~~~~~~~~~~~~
