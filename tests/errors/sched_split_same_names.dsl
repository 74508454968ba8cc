# A split whose two new loops have one name.
param W: i32 = 64
param H: i32 = 64
input in: f32[H, W] boundary clamp
func blurx(y, x) = (in(y, x - 1) + in(y, x) + in(y, x + 1)) / 3
func blury(y, x) = (blurx(y - 1, x) + blurx(y, x) + blurx(y + 1, x)) / 3
output blury[H, W]

schedule s { blury.split(x, xi, xi, 8) }
# ERROR: sched_split_same_names.dsl:9:33: error: split's outer and inner loops need different names, got 'xi' twice
# ERROR: schedule s { blury.split(x, xi, xi, 8) }
# ERROR:                                 ^~
