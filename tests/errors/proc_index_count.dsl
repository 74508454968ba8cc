# an array indexed with the wrong number of indices
param N: i32 = 16
proc p(A: f64[N, N]) {
  for i in 0 .. N {
    A[i] = 0
  }
}
# ERROR: proc_index_count.dsl:5:5: error: 'A' has 2 dimensions, indexed with 1
# ERROR:     A[i] = 0
# ERROR:     ^~~~~~~~
