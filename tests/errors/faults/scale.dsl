# a correct kernel, run with bad command lines and bad --input buffers
param N: i32 = 256
kernel scale(a: f32[N], b: f32[N]) grid(ceil_div(N, 128)) block(128) {
  let i = blockIdx.x * 128 + threadIdx.x
  b[i] = 2 * a[i]
}
check scale: b(i) = 2 * a(i)
# RUN(oob_at_a_given_size): irc simt %s --size N=300
# ERROR: scale.dsl:5:14: error: out-of-bounds read of 'a': index 300 in dimension 0 of extent 300 in block (x=2) thread (x=44)
# ERROR:   b[i] = 2 * a[i]
# ERROR:              ^~~~
# RUN(input_wrong_dtype): irc simt %s --input a=%t/f64.npy
# ERROR: scale.dsl:3:14: error: buffer 'a' must be float32 of shape (256,) (N=256), got float64 of shape (256,)
# ERROR: kernel scale(a: f32[N], b: f32[N]) grid(ceil_div(N, 128)) block(128) {
# ERROR:              ^~~~~~~~~
# RUN(input_wrong_shape): irc simt %s --input a=%t/short.npy
# ERROR: scale.dsl:3:14: error: buffer 'a' must be float32 of shape (256,) (N=256), got float32 of shape (100,)
# ERROR: kernel scale(a: f32[N], b: f32[N]) grid(ceil_div(N, 128)) block(128) {
# ERROR:              ^~~~~~~~~
# RUN(input_wrong_rank): irc simt %s --input b=%t/square.npy
# ERROR: scale.dsl:3:25: error: buffer 'b' must be float32 of shape (256,) (N=256), got float32 of shape (16, 16)
# ERROR: kernel scale(a: f32[N], b: f32[N]) grid(ceil_div(N, 128)) block(128) {
# ERROR:                         ^~~~~~~~~
# RUN(input_shape_at_size): irc simt %s --size N=128 --input a=%t/f32_256.npy
# ERROR: scale.dsl:3:14: error: buffer 'a' must be float32 of shape (128,) (N=128), got float32 of shape (256,)
# ERROR: kernel scale(a: f32[N], b: f32[N]) grid(ceil_div(N, 128)) block(128) {
# ERROR:              ^~~~~~~~~
