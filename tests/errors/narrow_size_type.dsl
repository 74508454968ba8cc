# sizes are computed in i32: a size of a narrow type is refused
param W: u8 = 16
input a: f32[W]
func f(x) = a(x)
output f[W]
# ERROR: narrow_size_type.dsl:2:10: error: a size must have type i32 or i64, not u8
# ERROR: param W: u8 = 16
# ERROR:          ^~
