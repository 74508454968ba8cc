# index_loops: CSC stores columns first, so j's loop runs outside i's and y, whose points repeat, starts at zero and is added into.
# RUN: irc compile %s --print-ir-after=index_loops
# CHECK-LABEL: IR Dump After index_loops [sparse]
# CHECK:       for y.i in 0 .. N {
# CHECK-NEXT:    y[y.i] = 0.0
# CHECK:       for y.j in 0 .. M {
# CHECK-NEXT:    for y.i in 0 .. N {
# CHECK-NEXT:      y[y.i] = y[y.i] + A[y.i, y.j] * x[y.j]
param N: i32 = 8
param M: i32 = 6
input A: f64[N, M] @csc
input x: f64[M]
func y(i) = A(i, j) * x(j)
output y[N]
