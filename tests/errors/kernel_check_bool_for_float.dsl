# a check gives bool values for a float buffer
param N: i32 = 256
kernel scale(a: f32[N], b: f32[N]) grid(ceil_div(N, 128)) block(128) {
  b[threadIdx.x] = 2 * a[threadIdx.x]
}
check scale: b(i) = a(i) > 0
# ERROR: kernel_check_bool_for_float.dsl:6:1: error: the check gives bool values for the f32 buffer 'b'
# ERROR: check scale: b(i) = a(i) > 0
# ERROR: ^~~~~~~~~~~~~~~~~~~~~~~~~~~~
