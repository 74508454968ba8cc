# as_written: a proc's loops as its source nests them, a triangular bound included, and `+=` as a read and a write of the same element.
# RUN: irc compile %s --print-ir-after=as_written
# CHECK-LABEL: IR Dump After as_written [proc=lower_triangle]
# CHECK:       inout x: f64[0 .. N]
# CHECK:       for i in 0 .. N {
# CHECK-NEXT:    for j in 0 .. i + 1 {
# CHECK-NEXT:      x[i] = x[i] + A[i, j]
param N: i32 = 8
proc lower_triangle(A: f64[N, N], x: f64[N]) {
  for i in 0 .. N {
    for j in 0 .. i + 1 {
      x[i] += A[i, j]
    }
  }
}
