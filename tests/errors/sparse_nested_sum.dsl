# A sum inside the expression of a sparse program.
param N: i32 = 8
input A: f64[N, N] @csr
input x: f64[N]
func y(i) = A(i, i) * sum(k in 0 .. N: x(k))
output y[N]
# ERROR: sparse_nested_sum.dsl:5:23: error: a reduction inside the expression of a sparse program is not lowered; sum the whole expression (the implicit sum does)
# ERROR: func y(i) = A(i, i) * sum(k in 0 .. N: x(k))
# ERROR:                       ^~~~~~~~~~~~~~~~~~~~~~
