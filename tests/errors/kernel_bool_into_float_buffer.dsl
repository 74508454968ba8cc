# a comparison stored in a float buffer
param N: i32 = 256
kernel flag(a: f32[N]) grid(ceil_div(N, 128)) block(128) {
  a[threadIdx.x] = threadIdx.x < 4
}
# ERROR: kernel_bool_into_float_buffer.dsl:4:20: error: cannot store a bool in the f32 'a' without a cast: write f32(...)
# ERROR:   a[threadIdx.x] = threadIdx.x < 4
# ERROR:                    ^~~~~~~~~~~~~~~
