# a proc's loops step by 1
param N: i32 = 16
proc p(A: f64[N]) {
  for i in 0 .. N step 2 {
    A[i] = 1
  }
}
# ERROR: proc_step.dsl:4:24: error: a proc's loops step by 1 or by -1 (`for i in N - 1 .. -1 step -1` runs i from N - 1 down to 0); put a stride in the indices, A[2 * i]
# ERROR:   for i in 0 .. N step 2 {
# ERROR:                        ^
