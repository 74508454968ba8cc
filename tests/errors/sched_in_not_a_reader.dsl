# in(g) wraps what g reads itself: g reads in only through f.
param W: i32 = 64
param H: i32 = 16
param gain: f32 = 1.5
input in: f32[H, W] boundary clamp
func f(y, x) = in(y, x) * gain
func g(y, x) = f(y - 1, x) + f(y + 1, x)
output g[H, W]
schedule s { in.in(g).compute_root() }
# ERROR: sched_in_not_a_reader.dsl:9:20: error: 'g' does not read 'in'; the funcs reading it are f
# ERROR: schedule s { in.in(g).compute_root() }
# ERROR:                    ^
