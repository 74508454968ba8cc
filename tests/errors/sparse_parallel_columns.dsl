# Parallel over CSC's columns, which add into every row of y.
param N: i32 = 8
input A: f64[N, N] @csc
input x: f64[N]
func y(i) = A(i, j) * x(j)
output y[N]
schedule par { y.parallel(j) }
# ERROR: sparse_parallel_columns.dsl:7:27: error: cannot parallelize 'j': it is a loop of the sum over 'j' in 'y', whose parallel iterations would add to the same point of 'y' at once; parallelize a loop of its arguments instead
# ERROR: schedule par { y.parallel(j) }
# ERROR:                           ^
