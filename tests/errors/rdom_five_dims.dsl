# A reduction domain has at most four variables.
param N: i32 = 16
input a: f32[N, N]
rdom r[N, N, N, N, N]
# ERROR: rdom_five_dims.dsl:4:1: error: a reduction domain has at most 4 dimensions (r.x, r.y, r.z, r.w), got 5
# ERROR: rdom r[N, N, N, N, N]
# ERROR: ^~~~~~~~~~~~~~~~~~~~~
