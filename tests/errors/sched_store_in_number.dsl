# A memory type is a name.
param W: i32 = 64
param H: i32 = 16
input in: f32[H, W, 3] boundary clamp
func f(y, x, c) = in(y, x, c) * 2
func g(y, x, c) = f(y, x, c) + f(y, x + 1, c)
output g[H, W, 3]
schedule s { f.compute_root().store_in(1) }
# ERROR: sched_store_in_number.dsl:8:40: error: argument 1 of store_in must be a memory type (Stack, Heap or Auto)
# ERROR: schedule s { f.compute_root().store_in(1) }
# ERROR:                                        ^
