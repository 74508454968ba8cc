# compute_at a loop of c while b, computed at the root, reads a too.
param W: i32 = 64
param H: i32 = 64
input in: f32[H, W] boundary clamp
func a(y, x) = in(y, x) * 2
func b(y, x) = a(y, x - 1) + a(y, x + 1)
func c(y, x) = a(y - 1, x) + b(y + 1, x)
output c[H, W]

schedule s { b.compute_root(); a.compute_at(c, x) }
# ERROR: sched_compute_at_reader_outside.dsl:10:34: error: cannot compute 'a' at 'c.x': 'b' also reads it outside that loop; compute it at a loop that encloses every reader, or compute_root()
# ERROR: schedule s { b.compute_root(); a.compute_at(c, x) }
# ERROR:                                  ^~~~~~~~~~~~~~~~
