# Elementwise product of two sparse matrices: the intersection of their nonzeros.
param N: i32 = 1000
param M: i32 = 1000
input A: f64[N, M] @csr
input B: f64[N, M] @csr
func C(i, j) = A(i, j) * B(i, j)
output C[N, M]
