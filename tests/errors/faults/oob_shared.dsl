# a shared array indexed past its end
param N: i32 = 256
kernel stage(a: f32[N]) grid(ceil_div(N, 128)) block(128) {
  shared buf: f32[128]
  buf[threadIdx.x] = a[blockIdx.x * 128 + threadIdx.x]
  sync
  a[blockIdx.x * 128 + threadIdx.x] = buf[threadIdx.x + 1]
}
# RUN: irc simt %s
# ERROR: oob_shared.dsl:7:39: error: out-of-bounds read of 'buf': index 128 in dimension 0 of extent 128 in block (x=0) thread (x=127)
# ERROR:   a[blockIdx.x * 128 + threadIdx.x] = buf[threadIdx.x + 1]
# ERROR:                                       ^~~~~~~~~~~~~~~~~~~~
