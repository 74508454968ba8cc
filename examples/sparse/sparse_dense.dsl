# A sparse matrix plus a dense one: the dense operand is full, so every point is computed; where
# A stores nothing the result is B's value.
param N: i32 = 1000
param M: i32 = 1000
input A: f64[N, M] @csr
input B: f64[N, M]
func C(i, j) = A(i, j) + B(i, j)
output C[N, M]
