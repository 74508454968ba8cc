# A singleton level without a compressed parent.
param N: i32 = 8
input A: f64[N, N] @(singleton, compressed)
input x: f64[N]
func y(i) = A(i, j) * x(j)
output y[N]
# ERROR: sparse_singleton_first.dsl:3:20: error: format (singleton, compressed): the first level cannot be singleton: a singleton level follows a compressed or singleton level, as in coo (compressed, singleton)
# ERROR: input A: f64[N, N] @(singleton, compressed)
# ERROR:                    ^~~~~~~~~~~~~~~~~~~~~~~~
