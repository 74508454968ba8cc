# a float literal as the initial value of an i32 var
param N: i32 = 256
kernel index(a: f32[N]) grid(ceil_div(N, 128)) block(128) {
  var j: i32 = 0.5
  a[j] = 0
}
# ERROR: kernel_float_literal_into_int_var.dsl:4:16: error: cannot store the float 0.5 in the i32 'j'
# ERROR:   var j: i32 = 0.5
# ERROR:                ^~~
