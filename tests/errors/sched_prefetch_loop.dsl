# prefetch names a loop of the func it is said of.
param W: i32 = 64
param H: i32 = 16
param gain: f32 = 1.5
input in: f32[H, W] boundary clamp
func f(y, x) = in(y, x) * gain
func g(y, x) = f(y - 1, x) + f(y + 1, x)
output g[H, W]
schedule s { g.split(y, yo, yi, 4).prefetch(in, y) }
# ERROR: sched_prefetch_loop.dsl:9:49: error: func 'g' has no loop 'y' here; its loops are yo, yi, x
# ERROR: schedule s { g.split(y, yo, yi, 4).prefetch(in, y) }
# ERROR:                                                 ^
