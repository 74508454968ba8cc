# a kernel's variable shadows a size
param N: i32 = 256
kernel scale(a: f32[N]) grid(ceil_div(N, 128)) block(128) {
  let N = 4
  a[threadIdx.x] = N
}
# ERROR: kernel_shadows_size.dsl:4:7: error: 'N' shadows the size 'N'; give it another name
# ERROR:   let N = 4
# ERROR:       ^
