# A specialization's condition is on the sizes.
param N: i32 = 16
input a: f32[N, N]
func f(y, x) = a(y, x) * 2.0
output f[N, N]
schedule bad { f.specialize(a(0, 0) > 0.5).parallel(y) }
# ERROR: specialize_reads_data.dsl:6:29: error: specialize's condition reads sizes only (it is tested once per call, before anything is computed)
# ERROR: schedule bad { f.specialize(a(0, 0) > 0.5).parallel(y) }
# ERROR:                             ^~~~~~~~~~~~~
