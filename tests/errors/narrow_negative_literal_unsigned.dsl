# -1 stored into a u8 array: a literal is the type it is stored as, and u8 has no -1
param N: i32 = 16
proc clear(a: u8[N]) {
  for i in 0 .. N {
    a[i] = -1
  }
}
# ERROR: narrow_negative_literal_unsigned.dsl:5:12: error: the integer -1 does not fit in u8
# ERROR:     a[i] = -1
# ERROR:            ^~
