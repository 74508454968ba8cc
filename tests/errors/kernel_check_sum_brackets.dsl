# a check's sum reads a buffer with [ ] instead of ( )
param N: i32 = 256
kernel total(x: f32[N], s: f32[1]) grid(1) block(1) {
  var acc: f32 = 0
  for i in 0 .. N {
    acc += x[i]
  }
  s[0] = acc
}
check total: s(j) = sum(i in 0 .. N: x[i])
# ERROR: kernel_check_sum_brackets.dsl:10:38: error: a check reads buffers like funcs, with parentheses: x(...)
# ERROR: check total: s(j) = sum(i in 0 .. N: x[i])
# ERROR:                                      ^~~~
