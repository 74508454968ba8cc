# A singleton level under an ell level: each ell slot is one coordinate, with no run of
# repeating coordinates for a singleton to hang one child per position from.
param N: i32 = 8
input A: f64[N, N] @(ell, singleton)
input x: f64[N]
func y(i) = A(i, j) * x(j)
output y[N]
# ERROR: sparse_singleton_after_ell.dsl:4:20: error: format (ell, singleton): level 1, after an ell level, cannot be singleton: a singleton level follows a compressed or singleton level, as in coo (compressed, singleton)
# ERROR: input A: f64[N, N] @(ell, singleton)
# ERROR:                    ^~~~~~~~~~~~~~~~~
