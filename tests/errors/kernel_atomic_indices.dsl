# an atomic with the wrong number of indices
param N: i32 = 64
kernel k(a: i32[N, N]) grid(N / 32) block(32) {
  atomicAdd(a[threadIdx.x], 1)
}
# ERROR: kernel_atomic_indices.dsl:4:3: error: 'a' has 2 dimensions, indexed with 1
# ERROR:   atomicAdd(a[threadIdx.x], 1)
# ERROR:   ^~~~~~~~~~~~~~~~~~~~~~~~~~~~
