# a check gives a 1-D buffer two indices
param N: i32 = 256
kernel scale(a: f32[N], b: f32[N]) grid(ceil_div(N, 128)) block(128) {
  b[threadIdx.x] = 2 * a[threadIdx.x]
}
check scale: b(i, j) = 2 * a(i)
# ERROR: kernel_check_wrong_index_count.dsl:6:1: error: 'b' has 1 dimension, the check names 2
# ERROR: check scale: b(i, j) = 2 * a(i)
# ERROR: ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
