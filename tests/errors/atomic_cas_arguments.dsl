# atomicCAS takes the element, the value expected and the new one.
param N: i32 = 64
kernel k(a: i32[N]) grid(1) block(64) {
  let old = atomicCAS(a[0], 1)
}
# ERROR: atomic_cas_arguments.dsl:4:13: error: atomicCAS takes 3 arguments: atomicCAS(buf[i], expected, e)
# ERROR:   let old = atomicCAS(a[0], 1)
# ERROR:             ^~~~~~~~~~~~~~~~~~
