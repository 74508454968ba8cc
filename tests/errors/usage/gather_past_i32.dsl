# a correct program whose table, gathered by a vector loop, passes 2**31 - 1 elements at large sizes
param N: i32 = 16
param K: i32 = 64
input a: i32[N]
func table(j, i) = j * 3 + i
func out(x) = table(clamp(a(x), 0, K - 1), clamp(a(x) * 7, 0, K - 1))
output out[N]
schedule s { table.compute_root()
             out.vectorize(x, 8) }
