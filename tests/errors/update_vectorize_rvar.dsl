# The reduction domain's loop of a histogram cannot run in vector lanes.
param N: i32 = 16
input a: f32[N, N]
func h(b) = 0
h(clamp(i32(a(r.y, r.x) * 8.0), 0, 7)) += 1
output h[8]
schedule bad { h.update(0).vectorize(r.x, 4) }
# ERROR: update_vectorize_rvar.dsl:7:38: error: cannot vectorize 'r.x': it is a loop of the reduction domain of 'h.update(0)', whose vector lanes could touch the same point of 'h' at once; vectorize a loop of its pure variables (it has none)
# ERROR: schedule bad { h.update(0).vectorize(r.x, 4) }
# ERROR:                                      ^~~
