# A wrapper is for the funcs that read what it wraps.
param W: i32 = 64
param H: i32 = 16
param gain: f32 = 1.5
input in: f32[H, W] boundary clamp
func f(y, x) = in(y, x) * gain
func g(y, x) = f(y - 1, x) + f(y + 1, x)
output g[H, W]
schedule s { g.in().compute_root() }
# ERROR: sched_in_nothing_reads.dsl:9:16: error: no func reads 'g', so there is nothing to wrap it for
# ERROR: schedule s { g.in().compute_root() }
# ERROR:                ^~~~
