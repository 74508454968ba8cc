# an unknown type for a var
param N: i32 = 256
kernel scale(a: f32[N]) grid(ceil_div(N, 128)) block(128) {
  var t: float = 0
  a[threadIdx.x] = t
}
