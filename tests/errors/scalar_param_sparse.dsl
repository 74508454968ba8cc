# sparse programs read tensors only
param N: i32 = 8
param alpha: f32 = 1.5
input A: f32[N, N] @csr
input x: f32[N]
func y(i) = A(i, j) * x(j) * alpha
output y[N]
# ERROR: scalar_param_sparse.dsl:6:30: error: a sparse program does not read scalar params ('alpha'): its loops follow the tensors' formats; scale its output instead
# ERROR: func y(i) = A(i, j) * x(j) * alpha
# ERROR:                              ^~~~~
