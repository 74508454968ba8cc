# A GPU word on a pipeline.
param W: i32 = 64
param H: i32 = 64
input in: f32[H, W] boundary clamp
func blurx(y, x) = (in(y, x - 1) + in(y, x) + in(y, x + 1)) / 3
func blury(y, x) = (blurx(y - 1, x) + blurx(y, x) + blurx(y + 1, x)) / 3
output blury[H, W]

schedule s { blury.gpu_tile(y, x, 16, 16) }
# ERROR: sched_gpu_word.dsl:9:20: error: 'gpu_tile' schedules GPU kernels; the pipeline backend (C) cannot honour it
# ERROR: schedule s { blury.gpu_tile(y, x, 16, 16) }
# ERROR:                    ^~~~~~~~~~~~~~~~~~~~~~
