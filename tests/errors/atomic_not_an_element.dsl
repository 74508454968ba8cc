# An atomic acts on an element of an array.
param N: i32 = 64
kernel k(a: i32[N]) grid(1) block(64) {
  let n = 3
  let old = atomicAdd(n, 1)
}
# ERROR: atomic_not_an_element.dsl:5:13: error: atomicAdd acts on an element of a shared or global array: atomicAdd(buf[i], ...)
# ERROR:   let old = atomicAdd(n, 1)
# ERROR:             ^~~~~~~~~~~~~~~
