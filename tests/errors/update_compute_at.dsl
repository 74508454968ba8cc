# A func is not computed at a loop of a func with updates (its pure definition's loop, or an
# update's?): it is computed at the root, or at a loop of a func the updated one is computed in.
param N: i32 = 16
input a: f32[N, N]
func g(y, x) = a(y, x) * 2.0
rdom r[N]
func s(x) = 0.0
s(x) += g(r.x, x)
output s[N]
schedule bad { g.compute_at(s, x) }
# ERROR: update_compute_at.dsl:10:29: error: 's' has update definitions, so its loops are no place to compute 'g' at (its definition and each update are nests of their own); compute 'g' at the root, or at a loop of the func 's' is computed in
# ERROR: schedule bad { g.compute_at(s, x) }
# ERROR:                             ^
