# SDDMM (sampled dense-dense matrix product): the products of the rows of two dense matrices at
# the nonzeros of a sparse one, C = B .* (A D^T); the result has B's pattern.  k is summed
# innermost, along the rows of A and D.
param N: i32 = 1000
param M: i32 = 1000
param K: i32 = 32
input B: f64[N, M] @csr
input A: f64[N, K]
input D: f64[M, K]
func C(i, j) = B(i, j) * A(i, k) * D(j, k)
output C[N, M] @csr
