# an array used as a value
param N: i32 = 256
kernel loop(a: f32[N], b: f32[N]) grid(1) block(1) {
  b[0] = a
}
# ERROR: kernel_array_as_value.dsl:4:10: error: 'a' is an array: index it, a[...]
# ERROR:   b[0] = a
# ERROR:          ^
