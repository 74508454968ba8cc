# SpMM: a CSR matrix times a dense one.  j indexes only dense arrays, so it runs innermost,
# along the rows of B and C, for each nonzero A(i, k).
param N: i32 = 1000
param K: i32 = 1000
param M: i32 = 64
input A: f64[N, K] @csr
input B: f64[K, M]
func C(i, j) = A(i, k) * B(k, j)
output C[N, M]

schedule parallel { C.parallel(i).vectorize(j) }
