# irc's C places storage on the stack or the heap; Halide's other memory types are not its.
param W: i32 = 64
param H: i32 = 16
input in: f32[H, W, 3] boundary clamp
func f(y, x, c) = in(y, x, c) * 2
func g(y, x, c) = f(y, x, c) + f(y, x + 1, c)
output g[H, W, 3]
schedule s { f.compute_root().store_in(Register) }
# ERROR: sched_store_in_register.dsl:8:40: error: unknown memory type 'Register': irc's C puts a func's storage on the Stack or the Heap, or chooses (Auto); gcc keeps in registers what fits itself
# ERROR: schedule s { f.compute_root().store_in(Register) }
# ERROR:                                        ^~~~~~~~
