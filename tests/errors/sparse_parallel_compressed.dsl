# Parallel over DCSR's rows: a while loop over positions.
param N: i32 = 8
input A: f64[N, N] @dcsr
input x: f64[N]
func y(i) = A(i, j) * x(j)
output y[N]
schedule par { y.parallel(i) }
# ERROR: sparse_parallel_compressed.dsl:7:18: error: cannot mark 'i' parallel: 'i' iterates a compressed level (A0): its loop runs over positions; a parallel loop is the outermost one, over an output variable that every operand stores densely (as CSR's rows)
# ERROR: schedule par { y.parallel(i) }
# ERROR:                  ^~~~~~~~~~~
