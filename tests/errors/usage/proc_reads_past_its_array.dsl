# a proc that reads one element past its array at every size: refused before the C runs
param N: i32 = 10
proc shift(A: f64[N], B: f64[N]) {
  for i in 0 .. N {
    B[i] = A[i + 1]
  }
}
