# prefetch asks for a part of an input (a func is computed, not read from memory the prefetcher can guess).
param W: i32 = 64
param H: i32 = 16
param gain: f32 = 1.5
input in: f32[H, W] boundary clamp
func f(y, x) = in(y, x) * gain
func g(y, x) = f(y - 1, x) + f(y + 1, x)
output g[H, W]
schedule s { f.compute_root(); g.prefetch(f, y) }
# ERROR: sched_prefetch_func.dsl:9:43: error: prefetch asks for a part of a dense input (in), not 'f'
# ERROR: schedule s { f.compute_root(); g.prefetch(f, y) }
# ERROR:                                           ^
