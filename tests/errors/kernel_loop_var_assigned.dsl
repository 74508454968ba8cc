# a loop variable cannot be assigned
param N: i32 = 256
kernel loop(a: f32[N]) grid(1) block(1) {
  for i in 0 .. N {
    i = i + 1
  }
}
