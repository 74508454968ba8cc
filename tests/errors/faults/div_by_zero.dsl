# an integer division by zero: thread 0 divides by threadIdx.x
param N: i32 = 256
kernel chunk(a: f32[N]) grid(ceil_div(N, 128)) block(128) {
  let per = 128 / threadIdx.x
  a[blockIdx.x * 128 + threadIdx.x] = f32(per)
}
# RUN: irc simt %s
# ERROR: div_by_zero.dsl:4:13: error: integer division by zero: 128 / threadIdx.x in block (x=0) thread (x=0)
# ERROR:   let per = 128 / threadIdx.x
# ERROR:             ^~~~~~~~~~~~~~~~~
