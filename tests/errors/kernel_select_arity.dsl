# select takes a condition and a value, a pair per further case, and a last value
param N: i32 = 256
kernel loop(a: f32[N]) grid(1) block(1) {
  a[0] = select(a[0] > 0, 1)
}
# ERROR: kernel_select_arity.dsl:4:10: error: 'select' takes a condition and a value per case and a last value (3, 5, 7 ... arguments), got 2
# ERROR:   a[0] = select(a[0] > 0, 1)
# ERROR:          ^~~~~~~~~~~~~~~~~~~
