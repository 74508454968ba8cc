# An update that writes past the output's range.
param N: i32 = 16
input a: f32[N, N]
rdom r[0 .. N]
func s(x) = 0.0
s(r.x + N) += 1.0
output s[N]
# ERROR: update_outside_output.dsl:6:1: error: the update of output 's' at line 6 touches [N, N * 2 - 1], outside its range [0, N - 1]; clamp its indices or widen the output
# ERROR: s(r.x + N) += 1.0
# ERROR: ^~~~~~~~~~~~~~~~~
