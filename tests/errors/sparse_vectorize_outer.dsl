# Vectorize on a loop that is not the innermost.
param N: i32 = 8
input A: f64[N, N] @csr
input B: f64[N, N]
func C(i, j) = A(i, k) * B(k, j)
output C[N, N]
schedule v { C.vectorize(i) }
# ERROR: sparse_vectorize_outer.dsl:7:16: error: cannot mark 'i' vectorized: 'i' is not the innermost loop (the loops run i, k, j); a vectorized loop is the innermost one, over an output variable that every operand stores densely (as SpMM's j)
# ERROR: schedule v { C.vectorize(i) }
# ERROR:                ^~~~~~~~~~~~
