# A sparse tensor read at a shifted index.
param N: i32 = 8
input A: f64[N, N] @csr
input x: f64[N]
func y(i) = A(i, j) * x(j + 1)
output y[N]
# ERROR: sparse_shifted_read.dsl:5:23: error: a sparse program reads its arrays at one index variable per dimension, as x(i); this read's indices are not distinct variables
# ERROR: func y(i) = A(i, j) * x(j + 1)
# ERROR:                       ^~~~~~~~
