# partition_loops, a split's guard (`unroll(k, 2)` of an odd K) around a producer computed at the channel the iteration reads: its loop of one iteration over a_in.k moves with dot.k.o, a let of it, and the steady state drops the guard (conv_layer's `unroll(ri, 2)` and in_in: the accumulators then stay in registers, 126 -> 116 ms).
# RUN: irc compile %s --schedule s --print-ir-after=partition_loops
# CHECK-LABEL: IR Dump After partition_loops
# CHECK:       let dot.k.o.steady_min = min((K + 1) / 2, 0)
# CHECK:       let dot.k.o.steady_end = min(max((K - 2) / 2 + 1, dot.k.o.steady_min), (K + 1) / 2)
# CHECK:       for dot.k.o in 0 .. dot.k.o.steady_min {
# CHECK:       if dot.k < 0 + (K - 0) {
# CHECK:       for dot.k.o in dot.k.o.steady_min .. dot.k.o.steady_end {
# CHECK-NEXT:    unrolled for dot.k.u in 0 .. 2 {
# CHECK-NEXT:      let dot.k = 0 + dot.k.o * 2 + dot.k.u
# CHECK-NEXT:      if true {
# CHECK:             for a_in.k in a_in.k.min .. a_in.k.min + a_in.k.extent {
# CHECK:       for dot.k.o in dot.k.o.steady_end .. (K + 1) / 2 {
# CHECK-NEXT:    unrolled for dot.k.u in 0 .. 2 {
# CHECK-NEXT:      let dot.k = 0 + dot.k.o * 2 + dot.k.u
# CHECK-NEXT:      if dot.k < 0 + (K - 0) {
param N: i32 = 16
param K: i32 = 9
input a: f32[N, K]
func a_in(x, k) = a(x, k)
func dot(x) = sum(k in 0 .. K: a_in(x, k) * 2.0)
output dot[N]
schedule s { dot.reorder(k, x).unroll(k, 2)
             a_in.compute_at(dot, x) }
