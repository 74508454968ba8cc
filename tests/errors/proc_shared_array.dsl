# shared arrays are a kernel's
param N: i32 = 16
proc p(A: f64[N]) {
  shared s: f64[N]
  A[0] = 1
}
# ERROR: proc_shared_array.dsl:4:3: error: shared arrays are not part of a proc
# ERROR:   shared s: f64[N]
# ERROR:   ^~~~~~~~~~~~~~~~
