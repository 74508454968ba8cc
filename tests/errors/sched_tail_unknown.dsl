# A tail strategy is one of Halide's names.
param W: i32 = 64
param H: i32 = 16
input in: f32[H, W]
func g(y, x) = in(y, x) * 2
output g[H, W]
schedule s { g.split(x, xo, xi, 8, RoundDown) }
# ERROR: sched_tail_unknown.dsl:7:36: error: unknown tail strategy 'RoundDown'; the strategies are Auto, RoundUp, GuardWithIf, ShiftInwards, Predicate
# ERROR: schedule s { g.split(x, xo, xi, 8, RoundDown) }
# ERROR:                                    ^~~~~~~~~
