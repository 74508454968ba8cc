# the check reads a(i + 1), past the end of `a`, so it cannot be evaluated
param N: i32 = 256
kernel cp(a: f32[N], b: f32[N]) grid(ceil_div(N, 128)) block(128) {
  b[blockIdx.x * 128 + threadIdx.x] = a[blockIdx.x * 128 + threadIdx.x]
}
check cp: b(i) = a(i + 1)
# RUN: irc simt %s
# ERROR: check_unevaluable.dsl:6:1: error: the check of 'b' cannot be evaluated: input 'a' read outside its extent
# ERROR: check cp: b(i) = a(i + 1)
# ERROR: ^~~~~~~~~~~~~~~~~~~~~~~~~
