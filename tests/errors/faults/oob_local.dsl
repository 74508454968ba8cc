# a local array indexed past its end
param N: i32 = 256
kernel loc(a: f32[N]) grid(ceil_div(N, 128)) block(128) {
  local r: f32[4]
  for k in 0 .. 5 {
    r[k] = 0
  }
}
# RUN: irc simt %s
# ERROR: oob_local.dsl:6:5: error: out-of-bounds write of 'r': index 4 in dimension 0 of extent 4 in block (x=0) thread (x=0)
# ERROR:     r[k] = 0
# ERROR:     ^~~~~~~~
