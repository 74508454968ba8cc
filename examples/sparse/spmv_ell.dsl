# SpMV with A in ELL (ELLPACK): every row holds the same number of slots, the width (A.w1, the
# most entries a row stores), shorter rows padded with explicit zeros.  The loop over j runs
# the same trip count in every row, its positions computed (i * A.w1 ...), no pos array read.
param N: i32 = 1000
param M: i32 = 1000
input A: f64[N, M] @ell
input x: f64[M]
func y(i) = A(i, j) * x(j)
output y[N]

schedule parallel { y.parallel(i) }     # the rows, split between the cores (OpenMP)
