# `==` used where an assignment `=` is meant
param N: i32 = 256
kernel fill(a: f32[N]) grid(ceil_div(N, 128)) block(128) {
  let i = blockIdx.x * 128 + threadIdx.x
  a[i] == 1
}
# ERROR: kernel_syntax_compare_as_statement.dsl:5:8: error: '==' compares; to assign, write '='
# ERROR:   a[i] == 1
# ERROR:        ^~
