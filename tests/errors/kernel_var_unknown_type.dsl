# an unknown type for a var
param N: i32 = 256
kernel scale(a: f32[N]) grid(ceil_div(N, 128)) block(128) {
  var t: float = 0
  a[threadIdx.x] = t
}
# ERROR: kernel_var_unknown_type.dsl:4:10: error: unknown type 'float'; expected one of f32, f64, i8, i16, i32, i64, u8, u16, u32, bool
# ERROR:   var t: float = 0
# ERROR:          ^~~~~
