# sizes are computed in i32: a param of a narrow type is a scalar param, not a size
param W: u8 = 16
input a: f32[W]
func f(x) = a(x)
output f[W]
# ERROR: narrow_size_type.dsl:3:14: error: 'W' is a scalar param of type u8, not a size: a size has type i32 or i64 (param W: i32 = ...)
# ERROR: input a: f32[W]
# ERROR:              ^
