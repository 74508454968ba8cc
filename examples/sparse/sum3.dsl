# Three sparse matrices added: a merge lattice of seven points (every subset of the operands).
param N: i32 = 1000
param M: i32 = 1000
input A: f64[N, M] @csr
input B: f64[N, M] @csr
input C: f64[N, M] @csr
func D(i, j) = A(i, j) + B(i, j) + C(i, j)
output D[N, M] @csr
