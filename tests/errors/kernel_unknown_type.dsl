# an unknown element type in a kernel's parameter
param N: i32 = 256
kernel scale(a: f16[N]) grid(ceil_div(N, 128)) block(128) {
  a[threadIdx.x] = 0
}
# ERROR: kernel_unknown_type.dsl:3:17: error: unknown type 'f16'; expected one of f32, f64, i8, i16, i32, i64, u8, u16, u32, bool
# ERROR: kernel scale(a: f16[N]) grid(ceil_div(N, 128)) block(128) {
# ERROR:                 ^~~
