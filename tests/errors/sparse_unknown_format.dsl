# An unknown format name.
param N: i32 = 8
input A: f64[N, N] @crs
input x: f64[N]
func y(i) = A(i, j) * x(j)
output y[N]
# ERROR: sparse_unknown_format.dsl:3:20: error: unknown sparse format 'crs': the formats are dense, csr, csc, dcsr, coo, csf, ell, or a tuple of level names (dense, compressed, singleton, ell)
# ERROR: input A: f64[N, N] @crs
# ERROR:                    ^~~~
