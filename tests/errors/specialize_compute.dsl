# A specialization schedules the func's loops, not where it is computed.
param N: i32 = 16
input a: f32[N, N]
func g(y, x) = a(y, x) + 1.0
func f(y, x) = g(y, x) * 2.0
output f[N, N]
schedule bad { g.specialize(N > 64).compute_root() }
# ERROR: specialize_compute.dsl:7:37: error: compute_root cannot follow specialize: a specialization of 'g' changes the order and kinds of its loops
# ERROR: schedule bad { g.specialize(N > 64).compute_root() }
# ERROR:                                     ^~~~~~~~~~~~~~
