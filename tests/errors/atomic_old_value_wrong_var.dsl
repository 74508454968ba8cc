# The var that takes an atomic's old value has the element's type.
param N: i32 = 64
kernel k(a: i32[N]) grid(1) block(64) {
  var old: f32 = 0.0
  old = atomicAdd(a[0], 1)
}
# ERROR: atomic_old_value_wrong_var.dsl:5:3: error: atomicAdd's old value goes into a var of its element's type (i32), or a new let: let old = atomicAdd(...)
# ERROR:   old = atomicAdd(a[0], 1)
# ERROR:   ^~~
