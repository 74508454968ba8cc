# an unknown function in a kernel
param N: i32 = 256
kernel loop(a: f32[N]) grid(1) block(1) {
  a[0] = frobnicate(a[0], 1)
}
# ERROR: kernel_unknown_function.dsl:4:10: error: unknown function 'frobnicate'
# ERROR:   a[0] = frobnicate(a[0], 1)
# ERROR:          ^~~~~~~~~~
