# a proc's local array has a shape of sizes and constants
param N: i32 = 16
proc p(A: f64[N]) {
  for i in 0 .. N {
    local r: f64[i]
    A[i] = 1
  }
}
# ERROR: proc_local_array_shape.dsl:5:18: error: 'i' is a let of proc 'p'; a local array's shape may use only sizes (N) and constants
# ERROR:     local r: f64[i]
# ERROR:                  ^
