# An unknown level format.
param N: i32 = 8
input A: f64[N, N] @(dense, compresed)
input x: f64[N]
func y(i) = A(i, j) * x(j)
output y[N]
# ERROR: sparse_unknown_level.dsl:3:20: error: unknown level format 'compresed' in ('dense', 'compresed'): the levels are dense, compressed, singleton, ell
# ERROR: input A: f64[N, N] @(dense, compresed)
# ERROR:                    ^~~~~~~~~~~~~~~~~~~
