# A sparse output in a format the assembly does not build.
param N: i32 = 8
input A: f64[N, N] @csr
input B: f64[N, N] @csr
func C(i, j) = A(i, j) + B(i, j)
output C[N, N] @dcsr
# ERROR: sparse_output.dsl:6:1: error: cannot assemble sparse output 'C': format dcsr: a sparse output is assembled in dense levels over one compressed level (csr, csc, (dense, dense, compressed))
# ERROR: output C[N, N] @dcsr
# ERROR: ^~~~~~~~~~~~~~~~~~~~
