# `+=` on a bool var
param N: i32 = 256
kernel flag(a: f32[N]) grid(ceil_div(N, 128)) block(128) {
  var seen: bool = false
  seen += true
}
# ERROR: kernel_bool_compound.dsl:5:3: error: '+=' is not defined on bool
# ERROR:   seen += true
# ERROR:   ^~~~~~~~~~~~
