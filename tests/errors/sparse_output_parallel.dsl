# A parallel loop appending to a sparse output.
param N: i32 = 8
input A: f64[N, N] @csr
input B: f64[N, N] @csr
func C(i, j) = A(i, j) + B(i, j)
output C[N, N] @csr
schedule par { C.parallel(i) }
# ERROR: sparse_output_parallel.dsl:7:18: error: cannot mark 'i' parallel: the sparse output is appended to in order, by one thread; a parallel loop is the outermost one, over an output variable that every operand stores densely (as CSR's rows)
# ERROR: schedule par { C.parallel(i) }
# ERROR:                  ^~~~~~~~~~~
