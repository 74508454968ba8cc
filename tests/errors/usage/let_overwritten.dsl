# a correct proc whose let reads an element the loop then overwrites: irc deps cannot place the read
param N: i32 = 8
proc shift(A: f64[N]) {
  let a = A[0]
  for i in 0 .. N {
    A[i] = a
  }
}
