# inline: each read of a compute_inline func is replaced by its definition, with the read's indices for its arguments.
# RUN: irc compile %s --schedule inlined --print-ir-after=inline
# CHECK-LABEL: IR Dump After inline
# CHECK-NOT:   twice
# CHECK:       for g.x in
# CHECK-NEXT:    g[g.y, g.x] = in[g.y, g.x] * 2.0f + in[g.x, g.y] * 2.0f
# CHECK-NOT:   twice
param N: i32 = 64
input in: f32[N, N]
func twice(y, x) = in(y, x) * 2
func g(y, x) = twice(y, x) + twice(x, y)
output g[N, N]
schedule inlined { twice.compute_inline() }
