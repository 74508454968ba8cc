# registers(...) must be a constant
param N: i32 = 256
kernel scale(a: f32[N]) grid(ceil_div(N, 128)) block(128) registers(N / 8) {
  a[threadIdx.x] = 0
}
# ERROR: kernel_registers_not_constant.dsl:3:69: error: registers(...) must be an integer constant from 1 to 255
# ERROR: kernel scale(a: f32[N]) grid(ceil_div(N, 128)) block(128) registers(N / 8) {
# ERROR:                                                                     ^~~~~
