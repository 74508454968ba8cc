# a check uses threadIdx: it describes the buffer, not a thread
param N: i32 = 256
kernel ids(a: f32[N]) grid(ceil_div(N, 128)) block(128) {
  a[blockIdx.x * 128 + threadIdx.x] = f32(threadIdx.x)
}
check ids: a(i) = threadIdx.x
# ERROR: kernel_check_thread_index.dsl:6:19: error: 'threadIdx.x' has no meaning in a check: it says what a buffer holds after a launch of 'ids', from the buffers before it
# ERROR: check ids: a(i) = threadIdx.x
# ERROR:                   ^~~~~~~~~~~
