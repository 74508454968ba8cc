# clone_in copies a func's definition; an input has none (wrap it with in()).
param W: i32 = 64
param H: i32 = 16
param gain: f32 = 1.5
input in: f32[H, W] boundary clamp
func f(y, x) = in(y, x) * gain
func g(y, x) = f(y - 1, x) + f(y + 1, x)
output g[H, W]
schedule s { in.clone_in(f).compute_root() }
# ERROR: sched_clone_in_input.dsl:9:26: error: clone_in copies a func's pure definition, and 'in' is an input; wrap it with in() instead
# ERROR: schedule s { in.clone_in(f).compute_root() }
# ERROR:                          ^
