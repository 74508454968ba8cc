# A function that is not zero at zero, of a sparse operand.
param N: i32 = 8
input A: f64[N, N] @csr
func C(i, j) = exp(A(i, j))
output C[N, N]
# ERROR: sparse_exp.dsl:4:16: error: exp of the sparse tensor 'A' is not zero where it stores nothing: only + - *, negation, division by a dense operand, abs and sqrt of a sparse operand are lowered
# ERROR: func C(i, j) = exp(A(i, j))
# ERROR:                ^~~~~~~~~~~~
