# registers(0): a thread needs at least one register
param N: i32 = 256
kernel scale(a: f32[N]) grid(ceil_div(N, 128)) block(128) registers(0) {
  a[threadIdx.x] = 0
}
# ERROR: kernel_registers_zero.dsl:3:69: error: a thread has 1 to 255 registers, not 0
# ERROR: kernel scale(a: f32[N]) grid(ceil_div(N, 128)) block(128) registers(0) {
# ERROR:                                                                     ^
