# A format with the wrong number of levels.
param N: i32 = 8
input A: f64[N, N] @(dense, compressed, compressed)
input x: f64[N]
func y(i) = A(i, j) * x(j)
output y[N]
# ERROR: sparse_level_count.dsl:3:20: error: format (dense, compressed, compressed) has 3 levels; the tensor has 2 dimensions (one level per dimension)
# ERROR: input A: f64[N, N] @(dense, compressed, compressed)
# ERROR:                    ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
