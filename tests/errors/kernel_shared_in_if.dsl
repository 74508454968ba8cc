# shared arrays belong at the top of the kernel's body, not inside an if
param N: i32 = 256
kernel stage(a: f32[N]) grid(ceil_div(N, 128)) block(128) {
  if threadIdx.x < 64 {
    shared buf: f32[128]
    buf[threadIdx.x] = a[threadIdx.x]
  }
}
# ERROR: kernel_shared_in_if.dsl:5:5: error: shared arrays are declared at the top level of a kernel's body, not inside an if or a loop
# ERROR:     shared buf: f32[128]
# ERROR:     ^~~~~~~~~~~~~~~~~~~~
