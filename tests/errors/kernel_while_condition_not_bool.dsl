# a while condition must be bool
param N: i32 = 256
kernel halve(a: f32[N]) grid(ceil_div(N, 128)) block(128) {
  var s: i32 = 64
  while s {
    s = s / 2
  }
}
