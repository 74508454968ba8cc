# registers(300): more than a thread may have
param N: i32 = 256
kernel scale(a: f32[N]) grid(ceil_div(N, 128)) block(128) registers(300) {
  a[threadIdx.x] = 0
}
# ERROR: kernel_registers_too_many.dsl:3:69: error: a thread has 1 to 255 registers, not 300
# ERROR: kernel scale(a: f32[N]) grid(ceil_div(N, 128)) block(128) registers(300) {
# ERROR:                                                                     ^~~
