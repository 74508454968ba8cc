# a check's index has the name of a buffer
param N: i32 = 16
kernel cp(a: f32[N], b: f32[N]) grid(1) block(N) {
  b[threadIdx.x] = a[threadIdx.x]
}
check cp: b(a) = a(a)
# ERROR: kernel_check_index_is_buffer.dsl:6:1: error: 'a' cannot name an index of the check: it is a buffer
# ERROR: check cp: b(a) = a(a)
# ERROR: ^~~~~~~~~~~~~~~~~~~~~
