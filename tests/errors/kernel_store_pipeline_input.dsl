# a kernel writes an input of the pipeline instead of its own parameter
param N: i32 = 256
input img: f32[N]
func f(x) = img(x) * 2
output f[N]
kernel scale(b: f32[N]) grid(ceil_div(N, 128)) block(128) {
  img[threadIdx.x] = b[threadIdx.x]
}
# ERROR: kernel_store_pipeline_input.dsl:7:3: error: 'img' is not a buffer of kernel 'scale'; pass it as a parameter
# ERROR:   img[threadIdx.x] = b[threadIdx.x]
# ERROR:   ^~~
