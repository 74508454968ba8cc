# A sparse program with an intermediate func.
param N: i32 = 8
input A: f64[N, N] @csr
input x: f64[N]
func x2(j) = x(j) * 2.0
func y(i) = A(i, j) * x2(j)
output y[N]
# ERROR: sparse_two_funcs.dsl:5:1: error: a sparse program computes its output in one index expression; write func 'x2' into 'y' where it reads it
# ERROR: func x2(j) = x(j) * 2.0
# ERROR: ^~~~~~~~~~~~~~~~~~~~~~~
