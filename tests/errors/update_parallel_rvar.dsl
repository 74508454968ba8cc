# Nor in parallel.
param N: i32 = 16
input a: f32[N, N]
func h(b) = 0
h(clamp(i32(a(r.y, r.x) * 8.0), 0, 7)) += 1
output h[8]
schedule bad { h.update(0).parallel(r.y) }
# ERROR: update_parallel_rvar.dsl:7:37: error: cannot parallelize 'r.y': it is a loop of the reduction domain of 'h.update(0)', whose parallel iterations could touch the same point of 'h' at once; parallelize a loop of its pure variables (it has none); or rfactor the update first: h.update(0).rfactor(r.y, u)
# ERROR: schedule bad { h.update(0).parallel(r.y) }
# ERROR:                                     ^~~
