# a proc reads only its parameters, not the file's inputs
param N: i32 = 16
input x: f64[N]
func f(i) = x(i)
output f[N]
proc p(A: f64[N]) {
  for i in 0 .. N {
    A[i] = x[i]
  }
}
# ERROR: proc_reads_pipeline_input.dsl:8:12: error: 'x' is not a buffer of proc 'p'; pass it as a parameter
# ERROR:     A[i] = x[i]
# ERROR:            ^
