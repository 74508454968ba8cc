# a correct pipeline with scalar params, for the command lines that set them wrongly
param N: i32 = 16
param gain: f32 = 1.5
param level: u8 = 3
input a: f32[N]
func f(i) = a(i) * gain + f32(level)
output f[N]
