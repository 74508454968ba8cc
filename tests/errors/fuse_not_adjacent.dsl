# fuse joins a loop and the loop directly inside it.
param N: i32 = 16
input a: f32[N, N]
func f(y, x) = a(y, x) * 2.0
output f[N, N]
schedule bad { f.split(x, xo, xi, 4).fuse(y, xi, t) }
# ERROR: fuse_not_adjacent.dsl:6:38: error: fuse needs 'xi' directly inside 'y'; the loops of 'f' are y, xo, xi (reorder them first)
# ERROR: schedule bad { f.split(x, xo, xi, 4).fuse(y, xi, t) }
# ERROR:                                      ^~~~~~~~~~~~~~
