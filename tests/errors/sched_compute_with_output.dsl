# An output is computed alone, at the root.
param W: i32 = 64
param H: i32 = 16
input in: f32[H, W] boundary clamp
func a(y, x) = in(y, x) * 2
func b(y, x) = in(y, x + 1) + 1
func c(y, x) = a(y, x) + 1
func out(y, x) = c(y, x) + b(y, x + 1)
output out[H, W]
schedule s { b.compute_root(); b.compute_with(out, y) }
# ERROR: sched_compute_with_output.dsl:10:47: error: cannot compute 'b' with 'out': 'out' is an output, computed alone at the root
# ERROR: schedule s { b.compute_root(); b.compute_with(out, y) }
# ERROR:                                               ^~~
