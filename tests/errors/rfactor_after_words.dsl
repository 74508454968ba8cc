# rfactor comes first among the words of an update.
param N: i32 = 16
input a: f32[N, N]
func s(x) = 0.0
s(x) += a(r.x, x)
output s[N]
schedule bad { s.update(0).split(x, xo, xi, 4).rfactor(r.x, u) }
# ERROR: rfactor_after_words.dsl:7:48: error: rfactor comes before the other words of 's.update(0)' (after one split of the domain variable it factors, at most): it makes the update's loops anew
# ERROR: schedule bad { s.update(0).split(x, xo, xi, 4).rfactor(r.x, u) }
# ERROR:                                                ^~~~~~~~~~~~~~~
