# cse: an inlined func read twice at one point (d(x) * d(x)), and an input read three times, are each computed once, in lets
# RUN: irc compile %s --schedule inline --print-ir-after=cse
# CHECK-LABEL: IR Dump After cse
# CHECK:       let g.cse0 = in[g.x]
# CHECK-NEXT:  let g.cse1 = g.cse0 - in[g.x + 1]
# CHECK-NEXT:  g[g.x] = g.cse1 * g.cse1 + g.cse0
param N: i32 = 16
input in: f32[N + 1]
func d(x) = in(x) - in(x + 1)
func g(x) = d(x) * d(x) + in(x)
output g[N]
