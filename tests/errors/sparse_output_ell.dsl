# A sparse output in ELL: the assembly appends each row's entries at a cursor, and an ell level's
# width is known only once every row is computed.
param N: i32 = 8
input A: f64[N, N] @ell
input B: f64[N, N] @csr
func C(i, j) = A(i, j) + B(i, j)
output C[N, N] @ell
# ERROR: sparse_output_ell.dsl:7:1: error: cannot assemble sparse output 'C': format ell: a sparse output is assembled in dense levels over one compressed level (csr, csc, (dense, dense, compressed))
# ERROR: output C[N, N] @ell
# ERROR: ^~~~~~~~~~~~~~~~~~~
