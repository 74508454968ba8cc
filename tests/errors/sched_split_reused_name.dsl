# A split that names its outer loop after an existing one.
param W: i32 = 64
param H: i32 = 64
input in: f32[H, W] boundary clamp
func blurx(y, x) = (in(y, x - 1) + in(y, x) + in(y, x + 1)) / 3
func blury(y, x) = (blurx(y - 1, x) + blurx(y, x) + blurx(y + 1, x)) / 3
output blury[H, W]

schedule s { blury.split(x, y, xi, 8) }
# ERROR: sched_split_reused_name.dsl:9:29: error: loop name 'y' is already used in func 'blury'
# ERROR: schedule s { blury.split(x, y, xi, 8) }
# ERROR:                             ^
