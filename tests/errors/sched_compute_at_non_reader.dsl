# compute_at a func that does not read it: b is computed at the root, so c's loops do not enclose a's only reader.
param W: i32 = 64
param H: i32 = 64
input in: f32[H, W] boundary clamp
func a(y, x) = in(y, x) * 2
func b(y, x) = a(y, x - 1) + a(y, x + 1)
func c(y, x) = b(y + 1, x) * 2
output c[H, W]

schedule s { b.compute_root(); a.compute_at(c, x) }
# ERROR: sched_compute_at_non_reader.dsl:10:34: error: cannot compute 'a' at 'c': neither 'c' nor a func computed in its loops reads 'a'; funcs that read it: b
# ERROR: schedule s { b.compute_root(); a.compute_at(c, x) }
# ERROR:                                  ^~~~~~~~~~~~~~~~
