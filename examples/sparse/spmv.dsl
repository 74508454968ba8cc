# Sparse matrix times dense vector, A in CSR: y(i) = sum over j of A(i, j) * x(j).
# The rows of A are dense (every i has a row), the columns compressed: the loop over j visits
# only the nonzeros of row i.
param N: i32 = 1000
param M: i32 = 1000
input A: f64[N, M] @csr
input x: f64[M]
func y(i) = A(i, j) * x(j)
output y[N]

schedule parallel { y.parallel(i) }     # the rows, split between the cores (OpenMP)
