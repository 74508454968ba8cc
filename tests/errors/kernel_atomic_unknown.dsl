# an atomic irc does not have
param N: i32 = 64
kernel k(a: i32[N]) grid(N / 32) block(32) {
  atomicSub(a[0], 1)
}
# ERROR: kernel_atomic_unknown.dsl:4:3: error: unknown atomic 'atomicSub'; irc's are atomicAdd, atomicMin, atomicMax, atomicExch, atomicCAS (atomicSub: atomicAdd of the negation)
# ERROR:   atomicSub(a[0], 1)
# ERROR:   ^~~~~~~~~
