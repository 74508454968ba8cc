# a sync inside a loop whose trip count differs between the threads of a block
param N: i32 = 256
kernel tri(a: f32[N]) grid(ceil_div(N, 128)) block(128) {
  for k in 0 .. threadIdx.x % 4 {
    sync
  }
  a[blockIdx.x * 128 + threadIdx.x] = 0
}
