# an atomic on a thread's local array
param N: i32 = 64
kernel k(a: f32[N]) grid(N / 32) block(32) {
  local acc: f32[4]
  atomicAdd(acc[0], 1.0)
  a[threadIdx.x] = acc[0]
}
# ERROR: kernel_atomic_local.dsl:5:13: error: 'acc' is a thread's local array: no other thread reaches it, so `acc[...] += e` does what atomicAdd would
# ERROR:   atomicAdd(acc[0], 1.0)
# ERROR:             ^~~
