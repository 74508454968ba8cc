# An update of a func not defined.
param N: i32 = 16
input a: f32[N, N]
g(r.x) += a(r.x, 0)
# ERROR: update_unknown_func.dsl:4:1: error: 'g' is not a func; define it first: func g(...) = ...
# ERROR: g(r.x) += a(r.x, 0)
# ERROR: ^
