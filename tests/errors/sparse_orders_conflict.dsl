# Two operands whose level orders no loop order satisfies.
param N: i32 = 8
input A: f64[N, N] @csr
input B: f64[N, N] @csc
func C(i, j) = A(i, j) * B(i, j)
output C[N, N]
# ERROR: sparse_orders_conflict.dsl:5:16: error: 'B' stores j before i but 'A' stores i before j: no loop order iterates both; declare them in one mode order (e.g. both @csr)
# ERROR: func C(i, j) = A(i, j) * B(i, j)
# ERROR:                ^~~~~~~
