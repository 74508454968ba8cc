# atomicCAS compares integers.
param N: i32 = 64
kernel k(a: f32[N]) grid(1) block(64) {
  let old = atomicCAS(a[0], 0.0, 1.0)
}
# ERROR: atomic_cas_float.dsl:4:23: error: atomicCAS acts on i32 or i64 elements (it compares them exactly); 'a' holds f32
# ERROR:   let old = atomicCAS(a[0], 0.0, 1.0)
# ERROR:                       ^
