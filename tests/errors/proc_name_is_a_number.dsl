# a proc's name may start with digits, but 1e5 is a number
param N: i32 = 16
proc 1e5(A: f64[N]) {
  for i in 0 .. N {
    A[i] = 0
  }
}
# ERROR: proc_name_is_a_number.dsl:3:6: error: unexpected '1e5'; expected a name
# ERROR: proc 1e5(A: f64[N]) {
# ERROR:      ^~~
