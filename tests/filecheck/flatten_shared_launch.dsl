# flatten on a kernel's launch (the OpenCL and CUDA pipelines): a shared array becomes one-dimensional with i32 indices (a block's shared memory is tens of KB), a thread's scalar `var` stays a scalar, global buffers index in i64.
# RUN: irc compile %s --kernel tile_sum --emit opencl --print-ir-after=flatten
# CHECK-LABEL: IR Dump After flatten
# CHECK:       input a: f32[0 .. i64(N) * i64(N)]
# CHECK:       allocate shared t: f32[0 .. T * T] {
# CHECK:       t[threadIdx.y * T + threadIdx.x] = a[i64(blockIdx.y * T + threadIdx.y) * i64(N) + i64(blockIdx.x * T + threadIdx.x)]
# CHECK:       allocate local s: f32[] {
# CHECK:       s[] = s[] + t[threadIdx.y * T + k]
param N: i32 = 64
param T: i32 = 16
kernel tile_sum(a: f32[N, N], b: f32[N, N]) grid(N / T, N / T) block(T, T) {
  shared t: f32[T, T]
  t[threadIdx.y, threadIdx.x] = a[blockIdx.y * T + threadIdx.y, blockIdx.x * T + threadIdx.x]
  sync
  var s: f32 = 0
  for k in 0 .. T {
    s += t[threadIdx.y, k]
  }
  b[blockIdx.y * T + threadIdx.y, blockIdx.x * T + threadIdx.x] = s
}
