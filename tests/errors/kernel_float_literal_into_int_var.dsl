# a float literal as the initial value of an i32 var
param N: i32 = 256
kernel index(a: f32[N]) grid(ceil_div(N, 128)) block(128) {
  var j: i32 = 0.5
  a[j] = 0
}
