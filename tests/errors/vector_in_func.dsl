# a vector value in a func
param W: i32 = 64
input in: f32[W]
func f(x) = f32x2(in(x), in(x))
output f[W]
# ERROR: vector_in_func.dsl:4:13: error: vector values (f32x2) exist only inside kernels
# ERROR: func f(x) = f32x2(in(x), in(x))
# ERROR:             ^~~~~
