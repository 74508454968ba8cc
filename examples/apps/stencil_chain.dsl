# Halide's apps/stencil_chain: eight 5x5 stencils in a row over a 16-bit image, each tap weighted
# (i + 3) * (j + 3); the sums wrap around in u16, as Halide's.  The output is 32 rows and columns
# smaller than the input (each stencil reaches 2 further).
param W: i32 = 1504
param H: i32 = 2528
input in: u16[H + 32, W + 32]

func s0(y, x) = in(y + 16, x + 16)
func s1(y, x) = sum(j in -2 .. 3: sum(i in -2 .. 3: u16((i + 3) * (j + 3)) * s0(y + j, x + i)))
func s2(y, x) = sum(j in -2 .. 3: sum(i in -2 .. 3: u16((i + 3) * (j + 3)) * s1(y + j, x + i)))
func s3(y, x) = sum(j in -2 .. 3: sum(i in -2 .. 3: u16((i + 3) * (j + 3)) * s2(y + j, x + i)))
func s4(y, x) = sum(j in -2 .. 3: sum(i in -2 .. 3: u16((i + 3) * (j + 3)) * s3(y + j, x + i)))
func s5(y, x) = sum(j in -2 .. 3: sum(i in -2 .. 3: u16((i + 3) * (j + 3)) * s4(y + j, x + i)))
func s6(y, x) = sum(j in -2 .. 3: sum(i in -2 .. 3: u16((i + 3) * (j + 3)) * s5(y + j, x + i)))
func s7(y, x) = sum(j in -2 .. 3: sum(i in -2 .. 3: u16((i + 3) * (j + 3)) * s6(y + j, x + i)))
func s8(y, x) = sum(j in -2 .. 3: sum(i in -2 .. 3: u16((i + 3) * (j + 3)) * s7(y + j, x + i)))
func stencil_chain(y, x) = s8(y, x)
output stencil_chain[H, W]

# Halide's CPU schedule: 512 x 512 tiles in parallel (the two tile loops fused into one); each
# stage but the last computed per row of a tile, kept for the tile (the last is inlined)
schedule halide { stencil_chain.tile(y, x, yo, xo, yi, xi, 512, 512).fuse(yo, xo, t).parallel(t).vectorize(xi, 16)
                  s1.store_at(stencil_chain, t).compute_at(stencil_chain, yi).vectorize(x, 16)
                  s2.store_at(stencil_chain, t).compute_at(stencil_chain, yi).vectorize(x, 16)
                  s3.store_at(stencil_chain, t).compute_at(stencil_chain, yi).vectorize(x, 16)
                  s4.store_at(stencil_chain, t).compute_at(stencil_chain, yi).vectorize(x, 16)
                  s5.store_at(stencil_chain, t).compute_at(stencil_chain, yi).vectorize(x, 16)
                  s6.store_at(stencil_chain, t).compute_at(stencil_chain, yi).vectorize(x, 16)
                  s7.store_at(stencil_chain, t).compute_at(stencil_chain, yi).vectorize(x, 16) }
