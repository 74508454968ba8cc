# The sum of two CSR matrices, assembled as CSR: its pattern is the union of theirs (stored
# zeros and entries that cancel kept, as TACO does).
param N: i32 = 1000
param M: i32 = 1000
input A: f64[N, M] @csr
input B: f64[N, M] @csr
func C(i, j) = A(i, j) + B(i, j)
output C[N, M] @csr
