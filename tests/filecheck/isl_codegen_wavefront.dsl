# isl_codegen: after a tile, wavefront() runs w = to + io outermost and the tiles of one anti-diagonal in parallel.
# RUN: irc compile %s --schedule parallel --print-ir-after=isl_codegen
# CHECK-LABEL: IR Dump After isl_codegen [proc=jacobi schedule=parallel]
# CHECK:       for w in
# CHECK-NEXT:    parallel for io in
# CHECK-NEXT:      for ti in
# CHECK-NEXT:        for ii in
param T: i32 = 8
param N: i32 = 30
proc jacobi(A: f64[T + 1, N + 2]) {
  for t in 0 .. T {
    for i in 1 .. N + 1 {
      A[t + 1, i] = (A[t, i - 1] + A[t, i] + A[t, i + 1]) / 3
    }
  }
}
schedule parallel { jacobi.skew(i, t, 1).tile(t, i, 4, 8).wavefront() }
