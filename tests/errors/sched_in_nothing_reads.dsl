# A wrapper is for the funcs that read what it wraps: an input no func reads has none.
param W: i32 = 64
param H: i32 = 16
input in: f32[H, W] boundary clamp
input unused: f32[H, W]
func g(y, x) = in(y - 1, x) + in(y + 1, x)
output g[H, W]
schedule s { unused.in().compute_root() }
# ERROR: sched_in_nothing_reads.dsl:8:21: error: no func reads 'unused', so there is nothing to wrap it for
# ERROR: schedule s { unused.in().compute_root() }
# ERROR:                     ^~~~
