# bounds: `f.bound(c, 0, 3)` fixes f's region along c to [0, 3) (a constant loop, unrolled), with the assertion that its readers need no more there; an output's bound is checked against its range and its extent there is the constant.
# RUN: irc compile %s --schedule s --print-ir-after=bounds
# CHECK-LABEL: IR Dump After bounds
# CHECK:       let g.c.extent = 3
# CHECK:       assert 0 == 0 && C == 3, "output 'g' is bound to [0, 3) along 'c', but its range there is [0, C) at these sizes"
# CHECK:       let f.c.min = 0
# CHECK-NEXT:  let f.c.extent = 3
# CHECK-NEXT:  assert g.c.min >= 0 && g.c.extent + g.c.min - 1 <= 2,
# CHECK:       unrolled for f.c in f.c.min .. f.c.min + f.c.extent {
param W: i32 = 64
param H: i32 = 16
param C: i32 = 3
input in: f32[H, W, C] boundary clamp
func f(y, x, c) = in(y, x, c) * 2
func g(y, x, c) = f(y, x, c) + f(y, x + 1, c)
output g[H, W, C]
schedule s { g.bound(c, 0, 3); f.compute_root().bound(c, 0, 3).reorder(c, y, x).unroll(c) }
