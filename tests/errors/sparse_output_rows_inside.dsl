# A sparse output whose rows are not the outermost loops (A^T B with A CSR).
param N: i32 = 8
input A: f64[N, N] @csr
input B: f64[N, N] @csr
func C(i, j) = A(k, i) * B(k, j)
output C[N, N] @csr
# ERROR: sparse_output_rows_inside.dsl:6:1: error: cannot assemble sparse output 'C': the output's rows (i) are not its outermost loops (the loops run k, i, j): it would be assembled out of order
# ERROR: output C[N, N] @csr
# ERROR: ^~~~~~~~~~~~~~~~~~~
