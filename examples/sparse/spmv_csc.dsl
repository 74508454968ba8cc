# SpMV with A in CSC: the columns are the outer level, so the loop over j runs outside the loop
# over i, and each column's nonzeros add into y (y starts at zero).
param N: i32 = 1000
param M: i32 = 1000
input A: f64[N, M] @csc
input x: f64[M]
func y(i) = A(i, j) * x(j)
output y[N]
