# a var called like a function
param N: i32 = 256
kernel loop(a: f32[N]) grid(1) block(1) {
  var t: f32 = 1
  a[0] = t(0)
}
# ERROR: kernel_call_var.dsl:5:10: error: 't' is a var, not a function
# ERROR:   a[0] = t(0)
# ERROR:          ^
