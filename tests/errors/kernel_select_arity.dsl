# select takes three arguments
param N: i32 = 256
kernel loop(a: f32[N]) grid(1) block(1) {
  a[0] = select(a[0] > 0, 1)
}
# ERROR: kernel_select_arity.dsl:4:10: error: 'select' takes 3 arguments, got 2
# ERROR:   a[0] = select(a[0] > 0, 1)
# ERROR:          ^~~~~~~~~~~~~~~~~~~
