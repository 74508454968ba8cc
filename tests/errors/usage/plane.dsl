# a correct program whose input and output, at W=2**30, take more bytes than numpy can address
param W: i32 = 64
input a: f64[W, W]
func f(y, x) = a(y, x) * 2
output f[W, W]
