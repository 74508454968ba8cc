# A boundary condition on a sparse input.
param N: i32 = 8
input A: f64[N, N] @csr boundary clamp
input x: f64[N]
func y(i) = A(i, j) * x(j)
output y[N]
# ERROR: sparse_boundary.dsl:3:1: error: sparse input 'A' cannot have a boundary condition: it has no values to clamp to
# ERROR: input A: f64[N, N] @csr boundary clamp
# ERROR: ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
