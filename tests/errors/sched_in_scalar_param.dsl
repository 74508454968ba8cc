# A scalar param is no array to wrap.
param W: i32 = 64
param H: i32 = 16
param gain: f32 = 1.5
input in: f32[H, W] boundary clamp
func f(y, x) = in(y, x) * gain
func g(y, x) = f(y - 1, x) + f(y + 1, x)
output g[H, W]
schedule s { gain.in(f).compute_root() }
# ERROR: sched_in_scalar_param.dsl:9:14: error: cannot wrap 'gain': it is a scalar param (a value, not an array)
# ERROR: schedule s { gain.in(f).compute_root() }
# ERROR:              ^~~~
