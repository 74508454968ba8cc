# `=` in a condition where `==` is meant
param N: i32 = 256
kernel first(a: f32[N]) grid(ceil_div(N, 128)) block(128) {
  if threadIdx.x = 0 {
    a[blockIdx.x] = 1
  }
}
# ERROR: kernel_syntax_assign_in_condition.dsl:4:18: error: unexpected '='; to compare, write '=='
# ERROR:   if threadIdx.x = 0 {
# ERROR:                  ^
