# A boundary that is not clamp, zero or none.
param W: i32 = 64
input in: f32[W] boundary mirror
func f(x) = in(x)
output f[W]
# ERROR: unknown_boundary.dsl:3:27: error: unknown boundary 'mirror'; expected clamp, zero or none
# ERROR: input in: f32[W] boundary mirror
# ERROR:                           ^~~~~~
