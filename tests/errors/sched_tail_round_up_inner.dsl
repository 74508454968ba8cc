# RoundUp of an inner loop by a factor that does not divide it would run into the next tile.
param W: i32 = 64
param H: i32 = 16
input in: f32[H, W]
func g(y, x) = in(y, x) * 2
output g[H, W]
schedule s { g.split(x, xo, xi, 8).split(xi, a, b, 3, RoundUp) }
# ERROR: sched_tail_round_up_inner.dsl:7:55: error: RoundUp of 'xi' by 3 would run past its 8 iterations into the next tile; split it by a divisor of 8, or use GuardWithIf
# ERROR: schedule s { g.split(x, xo, xi, 8).split(xi, a, b, 3, RoundUp) }
# ERROR:                                                       ^~~~~~~
