# select takes three arguments
param N: i32 = 256
kernel loop(a: f32[N]) grid(1) block(1) {
  a[0] = select(a[0] > 0, 1)
}
