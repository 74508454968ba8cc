# Halide's apps/conv_layer: one layer of a convolutional network over a batch of N images, a 3 x 3
# convolution from CI input channels to CO output channels, plus a bias per output channel,
# through a ReLU.  Layout as numpy's (channels contiguous): the input is [N, H + 2, W + 2, CI]
# (Halide's input(c, x, y, n)), the filter [CI, 3, 3, CO] (Halide's filter(c, x, y, ci)), the
# output [N, H, W, CO] (Halide's relu(c, x, y, n)); the output is 2 rows and columns smaller.
param N: i32 = 5
param H: i32 = 80
param W: i32 = 100
param CI: i32 = 128
param CO: i32 = 128
input in: f32[N, H + 2, W + 2, CI]
input filter: f32[CI, 3, 3, CO]
input bias: f32[CO]

# the convolution, a sum a schedule can order: over the tap's row ry, its column rx, the input
# channel ri.  (Halide starts the sum at the bias; here the sum starts at 0 and relu adds the
# bias after it: the same value but for the rounding of that one addition.)  in_in is Halide's
# wrapper input.in().
func in_in(n, y, x, ci) = in(n, y, x, ci)
func conv(n, y, x, c) = sum(ry in 0 .. 3: sum(rx in 0 .. 3: sum(ri in 0 .. CI:
                            filter(ri, ry, rx, c) * in_in(n, y + ry, x + rx, ri))))
func relu(n, y, x, c) = max(0.0, bias(c) + conv(n, y, x, c))
output relu[N, H, W, CO]

# Halide's CPU schedule for AVX-512 (this machine's; Halide picks it from the target): tiles of
# 64 output channels (4 vectors of 16) by 5 columns, on the cores over (channel tile, image, row);
# per tile, conv's 20 vectors of sums stay in registers while the taps and the input channels
# (2 at a time, unrolled) run outside them.  What differs:
# - Halide runs its three loops co, n, y in parallel, nested; irc fuses them into one parallel loop.
# - conv's 64 channels are one vectorized loop (gcc splits it into 4 vectors of 16) where Halide
#   vectorizes by 16 and unrolls by 4: irc guards each point of a split sum loop with an `if`,
#   here one it cannot prove always true, and gcc then masks the vectors into gathers and
#   scatters (30x slower).
# - Halide's wrapper filter.in(), the 2 x 64 taps of a step of ri copied per step, is left out:
#   irc copies them into an array in memory (3x slower); conv reads the filter directly.
schedule halide { relu.split(c, co, ci, 64).split(x, xo, xi, 5).reorder(co, n, y, xo, xi, ci)
                  relu.vectorize(ci, 16).unroll(ci.o).unroll(xi).fuse(co, n, t).fuse(t, y, u).parallel(u)
                  conv.compute_at(relu, xo).reorder(n, ry, rx, ri, y, x, c)
                  conv.vectorize(c).unroll(x).unroll(y).unroll(ri, 2)
                  in_in.compute_at(conv, x).unroll(ci) }
# the same for AVX2 (16 vector registers), as Halide's generator picks there: 3 vectors of 8
# channels by 4 columns, 12 sums in registers
schedule halide_avx2 { relu.split(c, co, ci, 24).split(x, xo, xi, 4).reorder(co, n, y, xo, xi, ci)
                       relu.vectorize(ci, 8).unroll(ci.o).unroll(xi).fuse(co, n, t).fuse(t, y, u).parallel(u)
                       conv.compute_at(relu, xo).reorder(n, ry, rx, ri, y, x, c)
                       conv.vectorize(c).unroll(x).unroll(y).unroll(ri, 2)
                       in_in.compute_at(conv, x).unroll(ci) }
