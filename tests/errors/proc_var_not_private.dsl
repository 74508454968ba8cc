# a var whose value leaves the loop (its last value read after it) cannot be privatised: the
# schedule that runs the loop in parallel is refused, naming the var
param N: i32 = 16
proc p(A: f64[N], B: f64[1]) {
  var s: f64 = 0
  for i in 0 .. N {
    s = A[i] * 2.0
  }
  B[0] = s
}
schedule par { p.parallel(i) }
# ERROR: proc_var_not_private.dsl:11:18: error: parallel(i) would give each iteration of i its own copy of the var 's', but the value written by S1 (line 7) is read by S2 (line 9) at distance (1, >=) over (c0, i): in another iteration of i, or outside the loop
# ERROR: schedule par { p.parallel(i) }
# ERROR:                  ^~~~~~~~~~~
