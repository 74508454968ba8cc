# assigning to an undeclared name
param N: i32 = 256
kernel scale(a: f32[N]) grid(ceil_div(N, 128)) block(128) {
  total = a[threadIdx.x]
}
# ERROR: kernel_assign_unknown_name.dsl:4:3: error: unknown name 'total' in kernel 'scale'; declare it first, e.g. `var total: f32 = ...`
# ERROR:   total = a[threadIdx.x]
# ERROR:   ^~~~~
