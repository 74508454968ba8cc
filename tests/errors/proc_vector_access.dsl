# vector accesses are a kernel's
param N: i32 = 16
proc p(A: f32[N], B: f32[N]) {
  for i in 0 .. N / 4 {
    A[4 * i : 4] = B[4 * i : 4]
  }
}
# ERROR: proc_vector_access.dsl:5:5: error: vector accesses (A[i : 4]) are a kernel's; a proc reads and writes one element at a time
# ERROR:     A[4 * i : 4] = B[4 * i : 4]
# ERROR:     ^~~~~~~~~~~~~~~~~~~~~~~~~~~
