# a loop's bounds must be integers
param N: i32 = 256
kernel strided(a: f32[N]) grid(1) block(32) {
  for i in 0 .. a[0] {
    a[i] = 0
  }
}
