# An output whose extent is a constant no multiple of its RoundUp split's factor is refused when loaded.
input in: f32[16, 30]
func g(y, x) = in(y, x) * 2
output g[16, 30]
schedule s { g.vectorize(x, 8, RoundUp) }
# ERROR: sched_tail_output_size.dsl:5:16: error: output 'g' has 30 points along 'x', which its RoundUp splits need to be a multiple of 8; use such sizes, or split with another tail strategy
# ERROR: schedule s { g.vectorize(x, 8, RoundUp) }
# ERROR:                ^~~~~~~~~~~~~~~~~~~~~~~~
