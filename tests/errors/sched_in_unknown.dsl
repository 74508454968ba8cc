# in() wraps a func or an input of the program.
param W: i32 = 64
param H: i32 = 16
param gain: f32 = 1.5
input in: f32[H, W] boundary clamp
func f(y, x) = in(y, x) * gain
func g(y, x) = f(y - 1, x) + f(y + 1, x)
output g[H, W]
schedule s { nope.in(g) }
# ERROR: sched_in_unknown.dsl:9:14: error: cannot wrap 'nope': it is not a func nor an input of the program
# ERROR: schedule s { nope.in(g) }
# ERROR:              ^~~~
