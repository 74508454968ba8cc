# A tail strategy is a name, not a number.
param W: i32 = 64
param H: i32 = 16
input in: f32[H, W]
func g(y, x) = in(y, x) * 2
output g[H, W]
schedule s { g.vectorize(x, 8, 3) }
# ERROR: sched_tail_not_a_name.dsl:7:32: error: argument 3 of vectorize must be a tail strategy (RoundUp, GuardWithIf, ShiftInwards, Predicate or Auto)
# ERROR: schedule s { g.vectorize(x, 8, 3) }
# ERROR:                                ^
