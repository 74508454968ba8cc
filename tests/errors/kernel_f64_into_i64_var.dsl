# an f64 stored in an i64 var without a cast
param N: i32 = 256
kernel loop(a: f64[N]) grid(1) block(1) {
  var t: i64 = 0
  t = a[0]
}
