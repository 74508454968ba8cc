# a local array indexed past its end
param N: i32 = 256
kernel loc(a: f32[N]) grid(ceil_div(N, 128)) block(128) {
  local r: f32[4]
  for k in 0 .. 5 {
    r[k] = 0
  }
}
