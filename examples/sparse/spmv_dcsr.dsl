# SpMV with A in DCSR: both levels compressed, so only the rows that hold a nonzero are visited
# (y starts at zero for the others).
param N: i32 = 1000
param M: i32 = 1000
input A: f64[N, M] @dcsr
input x: f64[M]
func y(i) = A(i, j) * x(j)
output y[N]
