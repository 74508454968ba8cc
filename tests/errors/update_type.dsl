# An update keeps its func's type.
param N: i32 = 16
input a: f32[N, N]
func h(b) = 0
h(b) += a(b, 0)
output h[N]
# ERROR: update_type.dsl:5:9: error: the update gives 'h' an f32 value, but 'h' is i32; cast it: i32(...)
# ERROR: h(b) += a(b, 0)
# ERROR:         ^~~~~~~
