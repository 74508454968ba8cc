# rfactor reassociates a reduction; a running sum is not one.
param N: i32 = 16
input a: f32[N, N]
rdom r[1 .. N]
func c(x) = a(0, x)
c(r.x) += c(r.x - 1)
output c[N]
schedule bad { c.update(0).rfactor(r.x, u) }
# ERROR: rfactor_not_associative.dsl:8:28: error: rfactor needs an update of the form c(i) = c(i) op e, with op one of + * min max and e not reading 'c' (an associative, commutative reduction)
# ERROR: schedule bad { c.update(0).rfactor(r.x, u) }
# ERROR:                            ^~~~~~~~~~~~~~~
