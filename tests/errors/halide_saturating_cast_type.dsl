# saturating_cast names its type first
param N: i32 = 8
input a: i32[N]
input b: u8[N]
input l: i64[N]
func f(i) = saturating_cast(a(i), 8)
output f[N]
# ERROR: halide_saturating_cast_type.dsl:6:29: error: saturating_cast's first argument is a type (f32, f64, i8, i16, i32, i64, u8, u16, u32): saturating_cast(u8, e)
# ERROR: func f(i) = saturating_cast(a(i), 8)
# ERROR:                             ^~~~
