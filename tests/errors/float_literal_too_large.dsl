# A float literal past f64's range (1e400 is inf) is refused where it is written.
param W: i32 = 16
input in: f32[W]
rdom r[0 .. W]
func h(b) = 0
h(clamp(i32(in(r.x)), 0, 7)) += 1e400
output h[8]
# ERROR: float_literal_too_large.dsl:6:33: error: the number 1e400 does not fit in f64 (its largest is about 1.8e308)
# ERROR: h(clamp(i32(in(r.x)), 0, 7)) += 1e400
# ERROR:                                 ^~~~~
