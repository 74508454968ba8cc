# A func that reads an output past its range (an output is computed over its range only).
param N: i32 = 16
input a: f32[N, N]
func f(y, x) = a(y, x)
func g(y, x) = f(y, x + 1)
output f[N, N]
output g[N, N]
# ERROR: output_read_outside.dsl:5:16: error: 'g' reads output 'f' over [0, N - 1] x [1, N], outside its range [0, N - 1] x [0, N - 1]; an output is computed over its range only: read a func of its own computed over more
# ERROR: func g(y, x) = f(y, x + 1)
# ERROR:                ^~~~~~~~~~~
