# two parameters of a kernel with one name
param N: i32 = 256
kernel scale(a: f32[N], a: f32[N]) grid(ceil_div(N, 128)) block(128) {
  a[threadIdx.x] = 0
}
# ERROR: kernel_param_twice.dsl:3:25: error: 'a' is already declared in kernel 'scale', at line 3
# ERROR: kernel scale(a: f32[N], a: f32[N]) grid(ceil_div(N, 128)) block(128) {
# ERROR:                         ^
