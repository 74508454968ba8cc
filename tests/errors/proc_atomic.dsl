# an atomic in a proc
param N: i32 = 64
proc p(a: f64[N]) {
  for i in 0 .. N {
    atomicAdd(a[0], 1.0)
  }
}
# ERROR: proc_atomic.dsl:5:5: error: atomicAdd orders the updates of a kernel's threads; a proc runs in one thread, as written
# ERROR:     atomicAdd(a[0], 1.0)
# ERROR:     ^~~~~~~~~
