# y = A^T x with A in CSR: the rows of A are the outer loop, so each of them scatters into y.
param N: i32 = 1000
param M: i32 = 1000
input A: f64[N, M] @csr
input x: f64[N]
func y(j) = A(i, j) * x(i)
output y[M]
