# a shared array sized by the block: its shape must use sizes and constants only
param N: i32 = 256
kernel stage(a: f32[N]) grid(ceil_div(N, 128)) block(128) {
  shared buf: f32[blockDim.x]
  buf[threadIdx.x] = a[blockIdx.x * 128 + threadIdx.x]
}
# ERROR: kernel_shared_shape_thread_index.dsl:4:19: error: 'blockDim.x' is not known here: a shared array's shape may use only sizes (N) and constants
# ERROR:   shared buf: f32[blockDim.x]
# ERROR:                   ^~~~~~~~~~
