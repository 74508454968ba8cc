# Three level orders that form a cycle: B (CSR) puts i before j, C (CSR) j before k, the CSC
# output k before i.  Found by the sparse property test: it crashed the refusal (a KeyError).
param N: i32 = 4
param M: i32 = 4
param K: i32 = 4
input B: f64[N, M] @csr
input C: f64[M, K] @csr
func out(i, k) = B(i, j) + C(j, k)
output out[N, K] @csc
# ERROR: sparse_orders_cycle.dsl:8:28: error: 'B' stores i before j, 'C' stores j before k and the output stores k before i: no loop order iterates them all; declare them in one mode order (e.g. all @csr)
# ERROR: func out(i, k) = B(i, j) + C(j, k)
# ERROR:                            ^~~~~~~
