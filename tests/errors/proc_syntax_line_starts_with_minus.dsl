# a line that starts with an operator does not continue a finished statement
param N: i32 = 16
proc scale(A: f64[N], B: f64[N]) {
  for i in 0 .. N {
    A[i] = B[i]
      - A[i]
  }
}
# ERROR: proc_syntax_line_starts_with_minus.dsl:6:7: error: unexpected '-' at the start of a line: the line before ends its statement; to go on, end that line with the '-'
# ERROR:       - A[i]
# ERROR:       ^
