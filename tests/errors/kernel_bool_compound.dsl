# `+=` on a bool var
param N: i32 = 256
kernel flag(a: f32[N]) grid(ceil_div(N, 128)) block(128) {
  var seen: bool = false
  seen += true
}
