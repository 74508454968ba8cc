# 128 KiB of shared memory per block: over the A6000's 99 KiB, within the H100's 227 KiB
param N: i32 = 256
kernel stage(a: f32[N]) grid(ceil_div(N, 128)) block(128) {
  shared buf: f32[32768]
  buf[threadIdx.x] = a[blockIdx.x * 128 + threadIdx.x]
  sync
  a[blockIdx.x * 128 + threadIdx.x] = buf[127 - threadIdx.x]
}
# RUN: irc simt %s
# ERROR: shared_too_large.dsl:3:25: error: a block asks for 131072 bytes of shared memory; the NVIDIA RTX A6000 allows 101376 bytes per block
# ERROR: kernel stage(a: f32[N]) grid(ceil_div(N, 128)) block(128) {
# ERROR:                         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
