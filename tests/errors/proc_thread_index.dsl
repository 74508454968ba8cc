# a proc has no threads: threadIdx is a kernel's
param N: i32 = 16
proc p(A: f64[N]) {
  A[threadIdx.x] = 1
}
# ERROR: proc_thread_index.dsl:4:5: error: 'threadIdx.x' is a kernel's builtin; a proc runs in one thread, as written
# ERROR:   A[threadIdx.x] = 1
# ERROR:     ^~~~~~~~~~~
