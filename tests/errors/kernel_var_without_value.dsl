# a kernel's var starts with a value (a proc's may start undefined, as in PolyBench's C)
param N: i32 = 256
kernel k(x: f32[N]) grid(1) block(256) {
  var s: f32
  x[threadIdx.x] = 1.0
}
# ERROR: kernel_var_without_value.dsl:4:3: error: a kernel's var starts with a value: `var s: f32 = ...`
# ERROR:   var s: f32
# ERROR:   ^~~~~~~~~~
