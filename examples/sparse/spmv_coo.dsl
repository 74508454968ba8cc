# SpMV with A in COO: a compressed level of repeating row coordinates over a singleton level of
# column coordinates; each row's run of entries is one segment.
param N: i32 = 1000
param M: i32 = 1000
input A: f64[N, M] @coo
input x: f64[M]
func y(i) = A(i, j) * x(j)
output y[N]
