# a kernel names an input of the pipeline, which is not one of its buffers
param N: i32 = 256
input img: f32[N]
func f(x) = img(x) * 2
output f[N]
kernel scale(b: f32[N]) grid(ceil_div(N, 128)) block(128) {
  b[threadIdx.x] = img
}
# ERROR: kernel_pipeline_input_as_value.dsl:7:20: error: 'img' is not a buffer of kernel 'scale'; pass it as a parameter
# ERROR:   b[threadIdx.x] = img
# ERROR:                    ^~~
