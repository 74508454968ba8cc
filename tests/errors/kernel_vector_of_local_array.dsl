# a thread's local array read as a vector
param N: i32 = 256
kernel copy(a: f32[N]) grid(N / 128) block(32) {
  local r: f32[4]
  let i = (blockIdx.x * 32 + threadIdx.x) * 4
  a[i : 4] = r[0 : 4]
}
# ERROR: kernel_vector_of_local_array.dsl:6:14: error: 'r' is a thread's local array; vector accesses read and write buffers and shared arrays (CUDA aligns a local array to its element only)
# ERROR:   a[i : 4] = r[0 : 4]
# ERROR:              ^
