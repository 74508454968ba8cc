# a correct program whose extents pass i32 at large sizes (W * W * W at W=2048 is 2**33)
param W: i32 = 64
input a: f32[4]
func f(x) = a(x % 4)
output f[W * W * W]
