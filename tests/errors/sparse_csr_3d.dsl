# A named format that has no form of this order.
param N: i32 = 8
input A: f64[N, N, N] @csr
input x: f64[N]
func y(i, j) = A(i, j, k) * x(k)
output y[N, N]
# ERROR: sparse_csr_3d.dsl:3:23: error: format csr has no form of 3 dimensions (csr, csc and dcsr have 2): use csf, dense, coo or a tuple of 3 level names
# ERROR: input A: f64[N, N, N] @csr
# ERROR:                       ^~~~
