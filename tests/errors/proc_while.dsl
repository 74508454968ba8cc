# a proc loops with for, not while
param N: i32 = 16
proc p(A: f64[N]) {
  while A[0] < 1 {
    A[0] += 1
  }
}
# ERROR: proc_while.dsl:4:3: error: a proc loops with `for v in a .. b` (affine bounds), not while: the dependence analysis needs each loop's iterations
# ERROR:   while A[0] < 1 {
# ERROR:   ^~~~~~~~~~~~~~~~
