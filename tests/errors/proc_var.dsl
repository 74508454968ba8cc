# a proc has no vars
param N: i32 = 16
proc p(A: f64[N]) {
  var s: f64 = 0
  A[0] = s
}
# ERROR: proc_var.dsl:4:3: error: a proc has no vars: its state is its arrays; name a value with `let s = ...`, or keep it in an array element
# ERROR:   var s: f64 = 0
# ERROR:   ^~~~~~~~~~~~~~
