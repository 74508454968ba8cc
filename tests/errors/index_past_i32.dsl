# A stencil offset near the i32 limit: y + 2147483647 wraps in i32 index arithmetic, so it is
# refused at the read rather than computed wrong (issue 11, item 1: a SIGSEGV before).
param W: i32 = 64
param H: i32 = 64
input in: f32[H, W] boundary clamp
func f(y, x) = in(y + 2147483647, x) + in(y, x)
func g(y, x) = f(y, x) * 2
output g[H, W]
schedule s { g.split(y, yo, yi, 8); f.compute_at(g, yo) }
# ERROR: index_past_i32.dsl:6:16: error: index arithmetic `y + 2147483647` in 'f' (reading 'in') spans [2147483647, H + 2147483646], outside [-2**30, 2**30] at every size: irc computes indices in i32 and keeps them in that range
# ERROR: func f(y, x) = in(y + 2147483647, x) + in(y, x)
# ERROR:                ^~~~~~~~~~~~~~~~~~~~~
