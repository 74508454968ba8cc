# in() of an output moves its pure definition to a func of its own: not one with updates.
param W: i32 = 64
input in: f32[W]
rdom r[1 .. W]
func rows(x) = in(x)
rows(r.x) += rows(r.x - 1)
output rows[W]
schedule s { rows.in().compute_root() }
# ERROR: sched_in_output_with_updates.dsl:8:19: error: in() of an output moves its pure definition to a func of its own, and 'rows' has update definitions
# ERROR: schedule s { rows.in().compute_root() }
# ERROR:                   ^~~~
