# A sparse output (not assembled yet).
param N: i32 = 8
input A: f64[N, N] @csr
input B: f64[N, N] @csr
func C(i, j) = A(i, j) + B(i, j)
output C[N, N] @csr
# ERROR: sparse_output.dsl:6:1: error: output 'C' is sparse: the assembly of sparse outputs is not lowered yet; declare it dense
# ERROR: output C[N, N] @csr
# ERROR: ^~~~~~~~~~~~~~~~~~~
