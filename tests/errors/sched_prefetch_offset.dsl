# prefetch looks ahead by at least one iteration.
param W: i32 = 64
param H: i32 = 16
param gain: f32 = 1.5
input in: f32[H, W] boundary clamp
func f(y, x) = in(y, x) * gain
func g(y, x) = f(y - 1, x) + f(y + 1, x)
output g[H, W]
schedule s { g.prefetch(in, y, 0) }
# ERROR: sched_prefetch_offset.dsl:9:32: error: prefetch looks 1 to 2^20 iterations ahead, got 0
# ERROR: schedule s { g.prefetch(in, y, 0) }
# ERROR:                                ^
