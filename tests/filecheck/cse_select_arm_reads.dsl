# cse: in a vectorized loop, a read of storage irc allocates (f) in an arm of a select is computed before the select, in a let, even where read once (C evaluates one arm: a masked load otherwise, which AVX2 has none of for 16-bit lanes); an input's reads (in) stay in their arms.
# RUN: irc compile %s --schedule 'f.compute_root(); g.vectorize(x, 8)' --print-ir-after=cse
# CHECK-LABEL: IR Dump After cse
# CHECK:       vectorized for g.x.v in 0 .. 8 {
# CHECK:         let g.cse0 = f[g.x]
# CHECK-NEXT:    let g.cse1 = f[g.x + 1]
# CHECK-NEXT:    g[g.x] = select(g.x % 3 == 0, g.cse0, g.cse1 * 3) + select(g.x % 5 == 0, in[g.x], in[g.x + 1])
param W: i32 = 64
input in: u16[W + 1]
func f(x) = in(x) * 2
func g(x) = select(x % 3 == 0, f(x), f(x + 1) * 3) + select(x % 5 == 0, in(x), in(x + 1))
output g[W]
