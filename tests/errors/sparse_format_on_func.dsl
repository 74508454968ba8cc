# A format annotation on a func.
param N: i32 = 8
input A: f64[N, N] @csr
input x: f64[N]
func y(i) @csr = A(i, j) * x(j)
output y[N]
# ERROR: sparse_format_on_func.dsl:5:11: error: unexpected '@'; expected '='
# ERROR: func y(i) @csr = A(i, j) * x(j)
# ERROR:           ^
