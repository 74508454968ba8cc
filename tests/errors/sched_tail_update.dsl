# An update cannot compute a point twice (it would add it twice): RoundUp and ShiftInwards are refused there.
param W: i32 = 64
param H: i32 = 16
input in: f32[H, W]
func g(y, x) = in(y, x)
g(y, x) += 1.0
output g[H, W]
schedule s { g.update(0).split(x, xo, xi, 8, ShiftInwards) }
# ERROR: sched_tail_update.dsl:8:46: error: ShiftInwards would compute points of 'g' twice or past its region, which an update (or a sum) would add twice; split 'x' with GuardWithIf (the default here)
# ERROR: schedule s { g.update(0).split(x, xo, xi, 8, ShiftInwards) }
# ERROR:                                              ^~~~~~~~~~~~
