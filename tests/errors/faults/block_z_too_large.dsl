# a block of 128 threads along z: over the 64 CUDA allows
kernel k(a: f32[32]) grid(1) block(1, 1, 128) {
  a[threadIdx.z % 32] = 1
}
# RUN: irc simt %s --no-races
# ERROR: block_z_too_large.dsl:2:22: error: a block of 128 along z is over the 64 a block may have along z on the NVIDIA RTX A6000
# ERROR: kernel k(a: f32[32]) grid(1) block(1, 1, 128) {
# ERROR:                      ^~~~~~~~~~~~~~~~~~~~~~~~
