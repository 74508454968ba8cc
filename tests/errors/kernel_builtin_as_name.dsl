# a launch builtin used as a variable name
param N: i32 = 256
kernel scale(a: f32[N]) grid(ceil_div(N, 128)) block(128) {
  var blockDim: i32 = 4
  a[threadIdx.x] = 0
}
# ERROR: kernel_builtin_as_name.dsl:4:7: error: 'blockDim' is a reserved name
# ERROR:   var blockDim: i32 = 4
# ERROR:       ^~~~~~~~
