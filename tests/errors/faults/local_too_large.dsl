# a local array of 800,000 bytes per thread: over the 512 KB of local memory CUDA allows
kernel k(a: f32[32]) grid(1) block(32) {
  local big: f32[200000]
  big[0] = 1
  a[threadIdx.x] = big[0]
}
# RUN: irc simt %s
# ERROR: local_too_large.dsl:2:22: error: a thread's local arrays take 800,000 bytes; the NVIDIA RTX A6000 allows 524,288 bytes of local memory per thread
# ERROR: kernel k(a: f32[32]) grid(1) block(32) {
# ERROR:                      ^~~~~~~~~~~~~~~~~
