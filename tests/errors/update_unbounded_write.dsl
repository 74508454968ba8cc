# A data-dependent index must be clamped.
param N: i32 = 16
input a: f32[N, N]
func h(b) = 0
h(i32(a(r.y, r.x))) += 1
output h[8]
# ERROR: update_unbounded_write.dsl:5:1: error: cannot bound where the update of 'h' touches it: index i32(a[h.r.y, h.r.x]) is data-dependent; clamp it, e.g. clamp(i32(a[h.r.y, h.r.x]), 0, 255)
# ERROR: h(i32(a(r.y, r.x))) += 1
# ERROR: ^~~~~~~~~~~~~~~~~~~~~~~~
