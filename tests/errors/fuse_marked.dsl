# A loop marked parallel is fused before it is marked.
param N: i32 = 16
input a: f32[N, N]
func f(y, x) = a(y, x) * 2.0
output f[N, N]
schedule bad { f.parallel(y).fuse(y, x, t) }
# ERROR: fuse_marked.dsl:6:35: error: 'y' is already parallel; fuse loops before marking them (mark 't' instead)
# ERROR: schedule bad { f.parallel(y).fuse(y, x, t) }
# ERROR:                                   ^
