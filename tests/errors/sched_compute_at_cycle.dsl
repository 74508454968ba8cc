# Two funcs computed at each other's loops: compute_at cannot go round in a circle.
param W: i32 = 64
input in: f32[W] boundary clamp
func a(x) = in(x) * 2
func b(x) = a(x - 1) + a(x + 1)
func c(x) = b(x - 1) + b(x + 1)
func d(x) = c(x) + 1
output d[W]
schedule s { b.compute_at(c, x); c.compute_at(b, x); a.compute_at(d, x) }
# ERROR: sched_compute_at_cycle.dsl:9:16: error: cannot compute 'b' at 'c': 'c' is itself computed inside 'b'; compute_at cannot go round in a circle
# ERROR: schedule s { b.compute_at(c, x); c.compute_at(b, x); a.compute_at(d, x) }
# ERROR:                ^~~~~~~~~~~~~~~~
