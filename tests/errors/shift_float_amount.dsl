# a shift by a float amount
param N: i32 = 8
input a: u8[N]
func f(i) = a(i) << 1.5
output f[N]
# ERROR: shift_float_amount.dsl:4:21: error: '<<' needs integer operands, not f32
# ERROR: func f(i) = a(i) << 1.5
# ERROR:                     ^~~
