# a statement ends with an operator: the next line is the end of the loop
param N: i32 = 16
proc scale(A: f64[N], B: f64[N]) {
  for i in 0 .. N {
    A[i] = B[i] *
  }
}
# ERROR: proc_syntax_operator_ends_statement.dsl:6:3: error: unexpected '}'; expected an expression
# ERROR:   }
# ERROR:   ^
# ERROR: note: line 5 ends with '*', so line 6 continues it
