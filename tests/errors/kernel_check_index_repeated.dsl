# a check names one index twice
param N: i32 = 16
kernel tr(a: f32[N, N], b: f32[N, N]) grid(1) block(N, N) {
  b[threadIdx.y, threadIdx.x] = a[threadIdx.x, threadIdx.y]
}
check tr: b(i, i) = a(i, i)
# ERROR: kernel_check_index_repeated.dsl:6:1: error: 'i' cannot name an index of the check: it is repeated
# ERROR: check tr: b(i, i) = a(i, i)
# ERROR: ^~~~~~~~~~~~~~~~~~~~~~~~~~~
