# a u8 index wraps around past 255: not affine, so the dependence analysis cannot read it
param N: i32 = 300
proc p(a: u8[N]) {
  for i in 0 .. N {
    a[u8(i)] = 1
  }
}
# ERROR: proc_index_narrow_cast.dsl:5:7: error: index 1 of 'a', 'i32(u8(i))', is not affine: 'u8(i)' wraps around, as u8 arithmetic does (affine expressions are i32 or i64); affine means a sum of loop variables and sizes times integer constants, plus a constant (/ and % by a positive constant too)
# ERROR:     a[u8(i)] = 1
# ERROR:       ^~~~~
