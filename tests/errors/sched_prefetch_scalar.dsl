# A scalar param is no array to prefetch.
param W: i32 = 64
param H: i32 = 16
param gain: f32 = 1.5
input in: f32[H, W] boundary clamp
func f(y, x) = in(y, x) * gain
func g(y, x) = f(y - 1, x) + f(y + 1, x)
output g[H, W]
schedule s { g.prefetch(gain, y) }
# ERROR: sched_prefetch_scalar.dsl:9:25: error: prefetch asks for a part of a dense input (in), not 'gain'
# ERROR: schedule s { g.prefetch(gain, y) }
# ERROR:                         ^~~~
