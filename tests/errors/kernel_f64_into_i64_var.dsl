# an f64 stored in an i64 var without a cast
param N: i32 = 256
kernel loop(a: f64[N]) grid(1) block(1) {
  var t: i64 = 0
  t = a[0]
}
# ERROR: kernel_f64_into_i64_var.dsl:5:7: error: cannot store an f64 in the i64 't' without a cast: write i64(...)
# ERROR:   t = a[0]
# ERROR:       ^~~~
