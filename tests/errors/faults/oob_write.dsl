# launches more threads than elements and writes without a guard
param N: i32 = 200
kernel fill(a: f32[N]) grid(ceil_div(N, 128)) block(128) {
  let i = blockIdx.x * 128 + threadIdx.x
  a[i] = 1
}
# RUN: irc simt %s
# ERROR: oob_write.dsl:5:3: error: out-of-bounds write of 'a': index 200 in dimension 0 of extent 200 in block (x=1) thread (x=72)
# ERROR:   a[i] = 1
# ERROR:   ^~~~~~~~
