# a func uses a kernel builtin
param N: i32 = 16
input a: f32[N]
func f(x) = a(x) * threadIdx.x
output f[N]
# ERROR: func_thread_index.dsl:4:20: error: 'threadIdx.x' has a meaning only inside a kernel
# ERROR: func f(x) = a(x) * threadIdx.x
# ERROR:                    ^~~~~~~~~~~
