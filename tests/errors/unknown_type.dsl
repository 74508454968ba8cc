# A type irc does not know.
param W: i32 = 64
input in: f16[W] boundary clamp
func f(x) = in(x)
output f[W]
# ERROR: unknown_type.dsl:3:11: error: unknown type 'f16'; expected one of f32, f64, i8, i16, i32, i64, u8, u16, u32, bool
# ERROR: input in: f16[W] boundary clamp
# ERROR:           ^~~
