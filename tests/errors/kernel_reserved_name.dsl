# a reserved word used as a variable name
param N: i32 = 256
kernel scale(a: f32[N]) grid(ceil_div(N, 128)) block(128) {
  let max = 4
  a[threadIdx.x] = max
}
# ERROR: kernel_reserved_name.dsl:4:7: error: 'max' is a reserved name
# ERROR:   let max = 4
# ERROR:       ^~~
