# a buffer is assigned without indices
param N: i32 = 256
kernel zero(a: f32[N]) grid(ceil_div(N, 128)) block(128) {
  a = 0
}
# ERROR: kernel_assign_buffer_no_indices.dsl:4:3: error: 'a' is an array: assign its elements, a[...] = ...
# ERROR:   a = 0
# ERROR:   ^
