# irc fuses pairs: a func is computed with one other func at most.
param W: i32 = 64
param H: i32 = 16
input in: f32[H, W] boundary clamp
func a(y, x) = in(y, x) * 2
func b(y, x) = in(y, x + 1) + 1
func c(y, x) = a(y, x) + 1
func out(y, x) = c(y, x) + b(y, x + 1)
output out[H, W]
schedule s { a.compute_root(); b.compute_root(); c.compute_root(); b.compute_with(a, y); c.compute_with(a, y) }
# ERROR: sched_compute_with_pairs.dsl:10:70: error: cannot compute 'b' with 'a': a func is fused with one other only (irc fuses pairs)
# ERROR: schedule s { a.compute_root(); b.compute_root(); c.compute_root(); b.compute_with(a, y); c.compute_with(a, y) }
# ERROR:                                                                      ^~~~~~~~~~~~~~~~~~
