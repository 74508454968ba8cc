# SDDMM (sampled dense-dense matrix product): the product of two dense matrices at the nonzeros
# of a sparse one, C = B .* (A D); the result has B's pattern.
param N: i32 = 1000
param M: i32 = 1000
param K: i32 = 32
input B: f64[N, M] @csr
input A: f64[N, K]
input D: f64[K, M]
func C(i, j) = B(i, j) * A(i, k) * D(k, j)
output C[N, M] @csr
