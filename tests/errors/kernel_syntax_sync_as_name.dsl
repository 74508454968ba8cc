# `sync` is a statement, not a name
param N: i32 = 256
kernel count(a: f32[N]) grid(ceil_div(N, 128)) block(128) {
  var sync: i32 = 0
  a[0] = 0
}
# ERROR: kernel_syntax_sync_as_name.dsl:4:7: error: 'sync' is a reserved name
# ERROR:   var sync: i32 = 0
# ERROR:       ^~~~
