# a while condition must be bool
param N: i32 = 256
kernel halve(a: f32[N]) grid(ceil_div(N, 128)) block(128) {
  var s: i32 = 64
  while s {
    s = s / 2
  }
}
# ERROR: kernel_while_condition_not_bool.dsl:5:9: error: a condition must be bool, not i32
# ERROR:   while s {
# ERROR:         ^
