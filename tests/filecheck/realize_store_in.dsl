# realize: a func stored by store_in is allocated in that scope (stack here), which the C backend honours.
# RUN: irc compile %s --schedule s --print-ir-after=realize
# CHECK-LABEL: IR Dump After realize
# CHECK:       allocate stack f: f32[f.y.min .. f.y.min + f.y.extent, f.x.min .. f.x.min + f.x.extent] {
param W: i32 = 64
param H: i32 = 16
input in: f32[H, W] boundary clamp
func f(y, x) = in(y, x) * 2
func g(y, x) = f(y, x) + f(y, x + 1)
output g[H, W]
schedule s { f.compute_at(g, y).store_in(Stack) }
