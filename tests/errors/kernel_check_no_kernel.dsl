# a check in a file without kernels
param N: i32 = 16
input a: f32[N]
func f(x) = a(x)
output f[N]
check f: f(i) = a(i)
# ERROR: kernel_check_no_kernel.dsl:6:7: error: 'f' is a func, not a kernel; the program defines no kernel
# ERROR: check f: f(i) = a(i)
# ERROR:       ^
