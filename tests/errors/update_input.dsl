# An input has no update definitions.
param N: i32 = 16
input a: f32[N, N]
a(r.x, 0) += 1.0
# ERROR: update_input.dsl:4:1: error: 'a' is an input; only a func has update definitions
# ERROR: a(r.x, 0) += 1.0
# ERROR: ^
