# isl_codegen: the seed's Jacobi skewed (i' = i + t) and tiled 4 x 8: tile loops, point loops, the statement at i = i' - t.
# RUN: irc compile %s --schedule skewed --print-ir-after=isl_codegen
# CHECK-LABEL: IR Dump After isl_codegen [proc=jacobi schedule=skewed]
# CHECK:       for to in 0 .. (T - 1) / 4 + 1 {
# CHECK-NEXT:    for io in to / 2 .. min((N + T - 1) / 8, (N + to * 4 + 3) / 8) + 1 {
# CHECK-NEXT:      for ti in max(io * 8 - N - to * 4, 0) .. min(min(T - to * 4 - 1, io * 8 - to * 4 + 6), 3) + 1 {
# CHECK-NEXT:        for ii in max(ti + to * 4 - io * 8 + 1, 0) .. min(N + ti + to * 4 - io * 8, 7) + 1 {
# CHECK-NEXT:          A[ti + to * 4 + 1, ii + io * 8 - ti - to * 4] = (A[ti + to * 4, ii + io * 8 - ti - to * 4 - 1]
param T: i32 = 8
param N: i32 = 30
proc jacobi(A: f64[T + 1, N + 2]) {
  for t in 0 .. T {
    for i in 1 .. N + 1 {
      A[t + 1, i] = (A[t, i - 1] + A[t, i] + A[t, i + 1]) / 3
    }
  }
}
schedule skewed { jacobi.skew(i, t, 1).tile(t, i, 4, 8) }
