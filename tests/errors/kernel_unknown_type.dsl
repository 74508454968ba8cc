# an unknown element type in a kernel's parameter
param N: i32 = 256
kernel scale(a: f16[N]) grid(ceil_div(N, 128)) block(128) {
  a[threadIdx.x] = 0
}
