# A cumulative sum's domain is visited in order.
param N: i32 = 16
input a: f32[N, N]
rdom r[1 .. N, 1 .. N]
func c(y, x) = a(y, x)
c(r.y, r.x) += c(r.y - 1, r.x - 1)
output c[N, N]
schedule bad { c.update(0).reorder(r.x, r.y) }
# ERROR: update_reorder_domain.dsl:8:28: error: the reorder of 'c.update(0)' visits its reduction domain in another order (r.x, r.y); the update's result may depend on that order: reorder the loops of its pure variables only
# ERROR: schedule bad { c.update(0).reorder(r.x, r.y) }
# ERROR:                            ^~~~~~~~~~~~~~~~~
