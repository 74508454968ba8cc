# a buffer is assigned without indices
param N: i32 = 256
kernel zero(a: f32[N]) grid(ceil_div(N, 128)) block(128) {
  a = 0
}
