# local arrays are a kernel's
param N: i32 = 16
proc p(A: f64[N]) {
  local r: f64[4]
  A[0] = 1
}
# ERROR: proc_local_array.dsl:4:3: error: local arrays are a kernel's (one per thread); a proc works on its parameters: pass 'r' in as one
# ERROR:   local r: f64[4]
# ERROR:   ^~~~~~~~~~~~~~~
