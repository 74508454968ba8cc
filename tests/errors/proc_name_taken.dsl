# a proc's name must be new
param N: i32 = 16
proc N(A: f64[N]) {
  A[0] = 1
}
# ERROR: proc_name_taken.dsl:3:6: error: 'N' is already defined, as the size at line 2
# ERROR: proc N(A: f64[N]) {
# ERROR:      ^
