# rfactor names a variable of the update's domain.
param N: i32 = 16
input a: f32[N, N]
func s(x) = 0.0
s(x) += a(r.x, x)
output s[N]
schedule bad { s.update(0).rfactor(r.y, u) }
# ERROR: rfactor_not_domain.dsl:7:28: error: 'r.y' is not a variable of the domain of 's.update(0)'; its variables: r.x
# ERROR: schedule bad { s.update(0).rfactor(r.y, u) }
# ERROR:                            ^~~~~~~~~~~~~~~
