# A specialization's condition is a bool.
param N: i32 = 16
input a: f32[N, N]
func f(y, x) = a(y, x) * 2.0
output f[N, N]
schedule bad { f.specialize(N * 2).parallel(y) }
# ERROR: specialize_not_bool.dsl:6:29: error: specialize's condition must be a bool (W % 8 == 0), not i32
# ERROR: schedule bad { f.specialize(N * 2).parallel(y) }
# ERROR:                             ^~~~~
