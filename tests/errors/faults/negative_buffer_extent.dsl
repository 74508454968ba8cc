# a buffer's extent N - 200 is negative at N = 100
param N: i32 = 100
kernel neg(a: f32[N - 200]) grid(1) block(32) {
  a[threadIdx.x] = 0
}
