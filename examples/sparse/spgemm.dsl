# SpGEMM: CSR times CSR into CSR.  k (summed) iterates A's row between i and j, so each row of C
# is gathered in a workspace (Gustavson's dense row) before it is copied out.
param N: i32 = 1000
param K: i32 = 1000
param M: i32 = 1000
input A: f64[N, K] @csr
input B: f64[K, M] @csr
func C(i, j) = A(i, k) * B(k, j)
output C[N, M] @csr
