# An undeclared domain's variable must index an input directly.
param N: i32 = 16
input a: f32[N, N]
func s(x) = 0.0
s(r.x + 1) += 1.0
output s[N]
# ERROR: rdom_not_inferable.dsl:5:3: error: cannot infer the range of 'r.x': it indexes no input directly; declare the domain: rdom r[lo .. hi, ...]
# ERROR: s(r.x + 1) += 1.0
# ERROR:   ^~~
