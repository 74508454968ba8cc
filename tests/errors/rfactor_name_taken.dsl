# rfactor's new variable is a fresh name.
param N: i32 = 16
input a: f32[N, N]
func s(x) = 0.0
s(x) += a(r.x, x)
output s[N]
schedule bad { s.update(0).rfactor(r.x, x) }
# ERROR: rfactor_name_taken.dsl:7:28: error: rfactor's new variable 'x' must be a fresh name, not an argument of 's' (x)
# ERROR: schedule bad { s.update(0).rfactor(r.x, x) }
# ERROR:                            ^~~~~~~~~~~~~~~
