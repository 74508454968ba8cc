# an i16 into a u8 array loses values: the store needs a cast (u8 into i16 would not)
param N: i32 = 16
proc narrow(a: u8[N], b: i16[N]) {
  for i in 0 .. N {
    b[i] = a[i] + b[i]
    a[i] = b[i]
  }
}
# ERROR: narrow_store_needs_cast.dsl:6:12: error: cannot store an i16 in the u8 'a' without a cast: write u8(...)
# ERROR:     a[i] = b[i]
# ERROR:            ^~~~
