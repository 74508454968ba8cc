# fuse joins loops of a func's arguments, not of its sums.
param N: i32 = 16
input a: f32[N, N]
func f(y) = a(y, k)
output f[N]
schedule bad { f.fuse(y, k, t) }
# ERROR: fuse_sum_loop.dsl:6:26: error: 'k' is a loop of a sum or of a reduction domain of 'f'; fuse joins loops of its arguments
# ERROR: schedule bad { f.fuse(y, k, t) }
# ERROR:                          ^
