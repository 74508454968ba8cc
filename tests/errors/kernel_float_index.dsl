# an index must be an integer
param N: i32 = 256
kernel scale(a: f32[N]) grid(ceil_div(N, 128)) block(128) {
  a[a[0]] = 0
}
# ERROR: kernel_float_index.dsl:4:5: error: index must be an integer, not f32
# ERROR:   a[a[0]] = 0
# ERROR:     ^~~~
