# A split of a sparse program's loop.
param N: i32 = 8
input A: f64[N, N] @csr
input x: f64[N]
func y(i) = A(i, j) * x(j)
output y[N]
schedule s { y.split(i, io, ii, 4) }
# ERROR: sparse_split.dsl:7:16: error: schedule 's': a sparse program's loops follow the iteration graph (its formats order them); its schedule only marks loops parallel or vectorize
# ERROR: schedule s { y.split(i, io, ii, 4) }
# ERROR:                ^~~~~~~~~~~~~~~~~~~
