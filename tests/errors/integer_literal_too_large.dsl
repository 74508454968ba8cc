# an integer literal past i32
param N: i32 = 16
input a: i32[N]
func f(x) = a(x) + 3000000000
output f[N]
