# The alignments are Halide's LoopAlignStrategy names.
param W: i32 = 64
param H: i32 = 16
input in: f32[H, W] boundary clamp
func a(y, x) = in(y, x) * 2
func b(y, x) = in(y, x + 1) + 1
func c(y, x) = a(y, x) + 1
func out(y, x) = c(y, x) + b(y, x + 1)
output out[H, W]
schedule s { a.compute_root(); b.compute_root(); b.compute_with(a, y, AlignMiddle) }
# ERROR: sched_compute_with_align.dsl:10:71: error: unknown loop alignment 'AlignMiddle'; compute_with aligns by Auto, NoAlign, AlignStart, AlignEnd
# ERROR: schedule s { a.compute_root(); b.compute_root(); b.compute_with(a, y, AlignMiddle) }
# ERROR:                                                                       ^~~~~~~~~~~
