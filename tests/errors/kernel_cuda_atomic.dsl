# an atomic, which irc's kernels do not have
param N: i32 = 64
kernel k(a: f32[N]) grid(N / 32) block(32) {
  a[0] = atomicAdd(a[1], 1.0)
  a[threadIdx.x] = 1.0
}
# ERROR: kernel_cuda_atomic.dsl:4:10: error: unknown function 'atomicAdd': 'atomicAdd' is CUDA's; irc writes it as a statement, `atomicAdd(hist[b], 1)`, or takes the element's old value whole into a let or a var: `let old = atomicAdd(count[0], 1)`
# ERROR:   a[0] = atomicAdd(a[1], 1.0)
# ERROR:          ^~~~~~~~~
