# a kernel reads an input of the pipeline instead of its own parameter
param N: i32 = 256
input img: f32[N]
func f(x) = img(x) * 2
output f[N]
kernel scale(b: f32[N]) grid(ceil_div(N, 128)) block(128) {
  b[threadIdx.x] = img(threadIdx.x)
}
# ERROR: kernel_reads_pipeline_input.dsl:7:20: error: 'img' is not a buffer of kernel 'scale'; pass it as a parameter
# ERROR:   b[threadIdx.x] = img(threadIdx.x)
# ERROR:                    ^~~
