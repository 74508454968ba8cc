# An output extent that differs from the tensor's.
param N: i32 = 8
param M: i32 = 9
input A: f64[N, N] @csr
input x: f64[N]
func y(i) = A(i, j) * x(j)
output y[M]
# ERROR: sparse_extent_mismatch.dsl:6:13: error: dimension 0 of 'A' has extent N but the variable 'i' that indexes it runs over M: a sparse program's variables run over whole dimensions
# ERROR: func y(i) = A(i, j) * x(j)
# ERROR:             ^~~~~~~
