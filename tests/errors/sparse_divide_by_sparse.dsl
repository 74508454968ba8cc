# Division by a sparse operand (infinite where it stores nothing).
param N: i32 = 8
input A: f64[N, N] @csr
input B: f64[N, N] @csr
func C(i, j) = A(i, j) / B(i, j)
output C[N, N]
# ERROR: sparse_divide_by_sparse.dsl:5:26: error: cannot divide by the sparse tensor 'B': it is zero where it stores nothing; divide by a dense operand
# ERROR: func C(i, j) = A(i, j) / B(i, j)
# ERROR:                          ^~~~~~~
