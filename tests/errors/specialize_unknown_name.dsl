# A name in a specialization's condition is a size.
param N: i32 = 16
input a: f32[N, N]
func f(y, x) = a(y, x) * 2.0
output f[N, N]
schedule bad { f.specialize(M > 64).parallel(y) }
# ERROR: specialize_unknown_name.dsl:6:29: error: unknown name 'M'
# ERROR: schedule bad { f.specialize(M > 64).parallel(y) }
# ERROR:                             ^
