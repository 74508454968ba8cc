# sync is a kernel's barrier; a proc has no threads
param N: i32 = 16
proc p(A: f64[N]) {
  for i in 0 .. N {
    A[i] = 1
    sync
  }
}
# ERROR: proc_sync.dsl:6:5: error: sync is a barrier between a kernel's threads; a proc runs in one thread, as written
# ERROR:     sync
# ERROR:     ^~~~
