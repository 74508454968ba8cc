# a check reads a buffer the kernel does not have
param N: i32 = 256
input img: f32[N]
func f(x) = img(x) * 2
output f[N]
kernel scale(a: f32[N], b: f32[N]) grid(ceil_div(N, 128)) block(128) {
  b[threadIdx.x] = 2 * a[threadIdx.x]
}
check scale: b(i) = 2 * img(i)
# ERROR: kernel_check_reads_pipeline_input.dsl:9:25: error: 'img' is not a buffer of kernel 'scale'; its buffers are a, b
# ERROR: check scale: b(i) = 2 * img(i)
# ERROR:                         ^~~
