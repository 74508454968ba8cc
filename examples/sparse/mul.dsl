# Elementwise product of two CSR matrices, assembled as CSR: the intersection of their patterns.
param N: i32 = 1000
param M: i32 = 1000
input A: f64[N, M] @csr
input B: f64[N, M] @csr
func C(i, j) = A(i, j) * B(i, j)
output C[N, M] @csr
