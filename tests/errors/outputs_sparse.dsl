# A sparse program computes one output.
param N: i32 = 16
input A: f32[N, N] @csr
input x: f32[N]
func y(i) = A(i, j) * x(j)
func z(i) = A(i, j)
output y[N]
output z[N]
# ERROR: outputs_sparse.dsl:8:1: error: a sparse program computes one output, in one index expression; this one has 2 (y, z)
# ERROR: output z[N]
# ERROR: ^~~~~~~~~~~
