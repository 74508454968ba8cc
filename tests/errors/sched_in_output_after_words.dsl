# in() of an output moves its definition to a new func that the output copies: the output's
# loops are then the copy's, so in() comes before the output's other words.
param N: i32 = 64
input A: f32[N, N]
input B: f32[N, N]
func C(i, j) = A(i, k) * B(k, j)
output C[N, N]
schedule s { C.tile(i, j, io, jo, ii, ji, 8, 16).reorder(io, jo, k, ii, ji); C.in().compute_at(C, jo) }
# ERROR: sched_in_output_after_words.dsl:8:80: error: in() of output 'C' comes before its other words: its loops are then those of a copy (C(i, j) = C_in(...))
# ERROR: schedule s { C.tile(i, j, io, jo, ii, ji, 8, 16).reorder(io, jo, k, ii, ji); C.in().compute_at(C, jo) }
# ERROR:                                                                                ^~~~
