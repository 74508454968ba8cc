# a C declaration instead of var
param N: i32 = 64
kernel k(a: f32[N]) grid(N / 32) block(32) {
  float x = 1.0
  a[threadIdx.x] = 1.0
}
# ERROR: kernel_cuda_float_declaration.dsl:4:3: error: 'float' is CUDA's; irc declares a variable as `var x: f32 = e` (or `let x = e`, which is not assigned again)
# ERROR:   float x = 1.0
# ERROR:   ^~~~~
