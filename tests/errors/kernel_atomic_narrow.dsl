# an atomic on u16 elements: neither CUDA nor OpenCL has one
param N: i32 = 256
kernel hist(x: i32[N], h: u16[64]) grid(N / 128) block(128) {
  let i = blockIdx.x * 128 + threadIdx.x
  atomicAdd(h[x[i] % 64], 1)
}
# ERROR: kernel_atomic_narrow.dsl:5:13: error: atomicAdd acts on i32, i64, f32 or f64 elements; 'h' holds u16
# ERROR:   atomicAdd(h[x[i] % 64], 1)
# ERROR:             ^
