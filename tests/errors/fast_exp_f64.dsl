# fast_exp approximates exp for an f32 only
param N: i32 = 8
input a: f64[N]
func f(i) = fast_exp(a(i))
output f[N]
# ERROR: fast_exp_f64.dsl:4:13: error: fast_exp is Halide's approximation of exp for an f32 (within 1 unit in the last place); write exp(e) for an f64, or fast_exp(f32(e))
# ERROR: func f(i) = fast_exp(a(i))
# ERROR:             ^~~~~~~~~~~~~~
