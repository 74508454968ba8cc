# a kernel needs its launch: grid(...) block(...)
param N: i32 = 256
kernel scale(a: f32[N]) {
  a[threadIdx.x] = 0
}
