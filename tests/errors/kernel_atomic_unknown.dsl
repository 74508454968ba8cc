# an atomic irc does not have
param N: i32 = 64
kernel k(a: i32[N]) grid(N / 32) block(32) {
  atomicCAS(a[0], 1)
}
# ERROR: kernel_atomic_unknown.dsl:4:3: error: unknown atomic 'atomicCAS'; irc's are atomicAdd, atomicMin, atomicMax (atomicSub: atomicAdd of the negation)
# ERROR:   atomicCAS(a[0], 1)
# ERROR:   ^~~~~~~~~
