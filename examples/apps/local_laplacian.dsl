# Halide's apps/local_laplacian: local Laplacian filters (Paris, Hasinoff, Kautz), edge-aware
# detail enhancement over an 8-level pyramid of a 16-bit RGB image (planar: [c, y, x]).  The input's
# gray is remapped at `levels` intensities; each output pyramid level interpolates between two of
# them, as the input pyramid's gray there says.  Halide's f(x, y, k) is f(y, x, k) here; the
# processed pyramids are f(y, k, x), the storage order Halide's schedule asks for (reorder_storage).
param W: i32 = 1536
param H: i32 = 2560
param levels: i32 = 8
param alpha: f32 = 1.0
param beta: f32 = 1.0
input in: u16[3, H, W] boundary clamp

func remap(i) = alpha * (f32(i) / 256.0) * exp(-(f32(i) / 256.0) * (f32(i) / 256.0) / 2.0)
func floating(c, y, x) = f32(in(c, y, x)) / 65535.0
func gray(y, x) = 0.299 * floating(0, y, x) + 0.587 * floating(1, y, x) + 0.114 * floating(2, y, x)

# the processed Gaussian pyramids, one per intensity level k, downsampled with a 1 3 3 1 filter
func level(k) = f32(k) * (1.0 / f32(levels - 1))
func g0(y, k, x) = beta * (gray(y, x) - level(k)) + level(k) +
                   remap(clamp(i32(gray(y, x) * f32(levels - 1) * 256.0), 0, (levels - 1) * 256) - 256 * k)
func gx1(y, k, x) = (g0(y, k, 2 * x - 1) + 3.0 * (g0(y, k, 2 * x) + g0(y, k, 2 * x + 1)) + g0(y, k, 2 * x + 2)) / 8.0
func g1(y, k, x) = (gx1(2 * y - 1, k, x) + 3.0 * (gx1(2 * y, k, x) + gx1(2 * y + 1, k, x)) + gx1(2 * y + 2, k, x)) / 8.0
func gx2(y, k, x) = (g1(y, k, 2 * x - 1) + 3.0 * (g1(y, k, 2 * x) + g1(y, k, 2 * x + 1)) + g1(y, k, 2 * x + 2)) / 8.0
func g2(y, k, x) = (gx2(2 * y - 1, k, x) + 3.0 * (gx2(2 * y, k, x) + gx2(2 * y + 1, k, x)) + gx2(2 * y + 2, k, x)) / 8.0
func gx3(y, k, x) = (g2(y, k, 2 * x - 1) + 3.0 * (g2(y, k, 2 * x) + g2(y, k, 2 * x + 1)) + g2(y, k, 2 * x + 2)) / 8.0
func g3(y, k, x) = (gx3(2 * y - 1, k, x) + 3.0 * (gx3(2 * y, k, x) + gx3(2 * y + 1, k, x)) + gx3(2 * y + 2, k, x)) / 8.0
func gx4(y, k, x) = (g3(y, k, 2 * x - 1) + 3.0 * (g3(y, k, 2 * x) + g3(y, k, 2 * x + 1)) + g3(y, k, 2 * x + 2)) / 8.0
func g4(y, k, x) = (gx4(2 * y - 1, k, x) + 3.0 * (gx4(2 * y, k, x) + gx4(2 * y + 1, k, x)) + gx4(2 * y + 2, k, x)) / 8.0
func gx5(y, k, x) = (g4(y, k, 2 * x - 1) + 3.0 * (g4(y, k, 2 * x) + g4(y, k, 2 * x + 1)) + g4(y, k, 2 * x + 2)) / 8.0
func g5(y, k, x) = (gx5(2 * y - 1, k, x) + 3.0 * (gx5(2 * y, k, x) + gx5(2 * y + 1, k, x)) + gx5(2 * y + 2, k, x)) / 8.0
func gx6(y, k, x) = (g5(y, k, 2 * x - 1) + 3.0 * (g5(y, k, 2 * x) + g5(y, k, 2 * x + 1)) + g5(y, k, 2 * x + 2)) / 8.0
func g6(y, k, x) = (gx6(2 * y - 1, k, x) + 3.0 * (gx6(2 * y, k, x) + gx6(2 * y + 1, k, x)) + gx6(2 * y + 2, k, x)) / 8.0
func gx7(y, k, x) = (g6(y, k, 2 * x - 1) + 3.0 * (g6(y, k, 2 * x) + g6(y, k, 2 * x + 1)) + g6(y, k, 2 * x + 2)) / 8.0
func g7(y, k, x) = (gx7(2 * y - 1, k, x) + 3.0 * (gx7(2 * y, k, x) + gx7(2 * y + 1, k, x)) + gx7(2 * y + 2, k, x)) / 8.0

# their Laplacian pyramids: each level less the next one upsampled (bilinear)
func l7(y, k, x) = g7(y, k, x)
func ux6(y, k, x) = 0.25 * g7(y, k, x / 2 - 1 + 2 * (x % 2)) + 0.75 * g7(y, k, x / 2)
func l6(y, k, x) = g6(y, k, x) - (0.25 * ux6(y / 2 - 1 + 2 * (y % 2), k, x) + 0.75 * ux6(y / 2, k, x))
func ux5(y, k, x) = 0.25 * g6(y, k, x / 2 - 1 + 2 * (x % 2)) + 0.75 * g6(y, k, x / 2)
func l5(y, k, x) = g5(y, k, x) - (0.25 * ux5(y / 2 - 1 + 2 * (y % 2), k, x) + 0.75 * ux5(y / 2, k, x))
func ux4(y, k, x) = 0.25 * g5(y, k, x / 2 - 1 + 2 * (x % 2)) + 0.75 * g5(y, k, x / 2)
func l4(y, k, x) = g4(y, k, x) - (0.25 * ux4(y / 2 - 1 + 2 * (y % 2), k, x) + 0.75 * ux4(y / 2, k, x))
func ux3(y, k, x) = 0.25 * g4(y, k, x / 2 - 1 + 2 * (x % 2)) + 0.75 * g4(y, k, x / 2)
func l3(y, k, x) = g3(y, k, x) - (0.25 * ux3(y / 2 - 1 + 2 * (y % 2), k, x) + 0.75 * ux3(y / 2, k, x))
func ux2(y, k, x) = 0.25 * g3(y, k, x / 2 - 1 + 2 * (x % 2)) + 0.75 * g3(y, k, x / 2)
func l2(y, k, x) = g2(y, k, x) - (0.25 * ux2(y / 2 - 1 + 2 * (y % 2), k, x) + 0.75 * ux2(y / 2, k, x))
func ux1(y, k, x) = 0.25 * g2(y, k, x / 2 - 1 + 2 * (x % 2)) + 0.75 * g2(y, k, x / 2)
func l1(y, k, x) = g1(y, k, x) - (0.25 * ux1(y / 2 - 1 + 2 * (y % 2), k, x) + 0.75 * ux1(y / 2, k, x))
func ux0(y, k, x) = 0.25 * g1(y, k, x / 2 - 1 + 2 * (x % 2)) + 0.75 * g1(y, k, x / 2)
func l0(y, k, x) = g0(y, k, x) - (0.25 * ux0(y / 2 - 1 + 2 * (y % 2), k, x) + 0.75 * ux0(y / 2, k, x))

# the Gaussian pyramid of the input's gray
func in0(y, x) = gray(y, x)
func inx1(y, x) = (in0(y, 2 * x - 1) + 3.0 * (in0(y, 2 * x) + in0(y, 2 * x + 1)) + in0(y, 2 * x + 2)) / 8.0
func in1(y, x) = (inx1(2 * y - 1, x) + 3.0 * (inx1(2 * y, x) + inx1(2 * y + 1, x)) + inx1(2 * y + 2, x)) / 8.0
func inx2(y, x) = (in1(y, 2 * x - 1) + 3.0 * (in1(y, 2 * x) + in1(y, 2 * x + 1)) + in1(y, 2 * x + 2)) / 8.0
func in2(y, x) = (inx2(2 * y - 1, x) + 3.0 * (inx2(2 * y, x) + inx2(2 * y + 1, x)) + inx2(2 * y + 2, x)) / 8.0
func inx3(y, x) = (in2(y, 2 * x - 1) + 3.0 * (in2(y, 2 * x) + in2(y, 2 * x + 1)) + in2(y, 2 * x + 2)) / 8.0
func in3(y, x) = (inx3(2 * y - 1, x) + 3.0 * (inx3(2 * y, x) + inx3(2 * y + 1, x)) + inx3(2 * y + 2, x)) / 8.0
func inx4(y, x) = (in3(y, 2 * x - 1) + 3.0 * (in3(y, 2 * x) + in3(y, 2 * x + 1)) + in3(y, 2 * x + 2)) / 8.0
func in4(y, x) = (inx4(2 * y - 1, x) + 3.0 * (inx4(2 * y, x) + inx4(2 * y + 1, x)) + inx4(2 * y + 2, x)) / 8.0
func inx5(y, x) = (in4(y, 2 * x - 1) + 3.0 * (in4(y, 2 * x) + in4(y, 2 * x + 1)) + in4(y, 2 * x + 2)) / 8.0
func in5(y, x) = (inx5(2 * y - 1, x) + 3.0 * (inx5(2 * y, x) + inx5(2 * y + 1, x)) + inx5(2 * y + 2, x)) / 8.0
func inx6(y, x) = (in5(y, 2 * x - 1) + 3.0 * (in5(y, 2 * x) + in5(y, 2 * x + 1)) + in5(y, 2 * x + 2)) / 8.0
func in6(y, x) = (inx6(2 * y - 1, x) + 3.0 * (inx6(2 * y, x) + inx6(2 * y + 1, x)) + inx6(2 * y + 2, x)) / 8.0
func inx7(y, x) = (in6(y, 2 * x - 1) + 3.0 * (in6(y, 2 * x) + in6(y, 2 * x + 1)) + in6(y, 2 * x + 2)) / 8.0
func in7(y, x) = (inx7(2 * y - 1, x) + 3.0 * (inx7(2 * y, x) + inx7(2 * y + 1, x)) + inx7(2 * y + 2, x)) / 8.0

# the output's Laplacian pyramid: at each point, between the two processed levels the input's gray falls in
func ol0(y, x) = (1.0 - (in0(y, x) * f32(levels - 1) - f32(clamp(i32(in0(y, x) * f32(levels - 1)), 0, levels - 2)))) * l0(y, clamp(i32(in0(y, x) * f32(levels - 1)), 0, levels - 2), x) +
                 (in0(y, x) * f32(levels - 1) - f32(clamp(i32(in0(y, x) * f32(levels - 1)), 0, levels - 2))) * l0(y, clamp(i32(in0(y, x) * f32(levels - 1)), 0, levels - 2) + 1, x)
func ol1(y, x) = (1.0 - (in1(y, x) * f32(levels - 1) - f32(clamp(i32(in1(y, x) * f32(levels - 1)), 0, levels - 2)))) * l1(y, clamp(i32(in1(y, x) * f32(levels - 1)), 0, levels - 2), x) +
                 (in1(y, x) * f32(levels - 1) - f32(clamp(i32(in1(y, x) * f32(levels - 1)), 0, levels - 2))) * l1(y, clamp(i32(in1(y, x) * f32(levels - 1)), 0, levels - 2) + 1, x)
func ol2(y, x) = (1.0 - (in2(y, x) * f32(levels - 1) - f32(clamp(i32(in2(y, x) * f32(levels - 1)), 0, levels - 2)))) * l2(y, clamp(i32(in2(y, x) * f32(levels - 1)), 0, levels - 2), x) +
                 (in2(y, x) * f32(levels - 1) - f32(clamp(i32(in2(y, x) * f32(levels - 1)), 0, levels - 2))) * l2(y, clamp(i32(in2(y, x) * f32(levels - 1)), 0, levels - 2) + 1, x)
func ol3(y, x) = (1.0 - (in3(y, x) * f32(levels - 1) - f32(clamp(i32(in3(y, x) * f32(levels - 1)), 0, levels - 2)))) * l3(y, clamp(i32(in3(y, x) * f32(levels - 1)), 0, levels - 2), x) +
                 (in3(y, x) * f32(levels - 1) - f32(clamp(i32(in3(y, x) * f32(levels - 1)), 0, levels - 2))) * l3(y, clamp(i32(in3(y, x) * f32(levels - 1)), 0, levels - 2) + 1, x)
func ol4(y, x) = (1.0 - (in4(y, x) * f32(levels - 1) - f32(clamp(i32(in4(y, x) * f32(levels - 1)), 0, levels - 2)))) * l4(y, clamp(i32(in4(y, x) * f32(levels - 1)), 0, levels - 2), x) +
                 (in4(y, x) * f32(levels - 1) - f32(clamp(i32(in4(y, x) * f32(levels - 1)), 0, levels - 2))) * l4(y, clamp(i32(in4(y, x) * f32(levels - 1)), 0, levels - 2) + 1, x)
func ol5(y, x) = (1.0 - (in5(y, x) * f32(levels - 1) - f32(clamp(i32(in5(y, x) * f32(levels - 1)), 0, levels - 2)))) * l5(y, clamp(i32(in5(y, x) * f32(levels - 1)), 0, levels - 2), x) +
                 (in5(y, x) * f32(levels - 1) - f32(clamp(i32(in5(y, x) * f32(levels - 1)), 0, levels - 2))) * l5(y, clamp(i32(in5(y, x) * f32(levels - 1)), 0, levels - 2) + 1, x)
func ol6(y, x) = (1.0 - (in6(y, x) * f32(levels - 1) - f32(clamp(i32(in6(y, x) * f32(levels - 1)), 0, levels - 2)))) * l6(y, clamp(i32(in6(y, x) * f32(levels - 1)), 0, levels - 2), x) +
                 (in6(y, x) * f32(levels - 1) - f32(clamp(i32(in6(y, x) * f32(levels - 1)), 0, levels - 2))) * l6(y, clamp(i32(in6(y, x) * f32(levels - 1)), 0, levels - 2) + 1, x)
func ol7(y, x) = (1.0 - (in7(y, x) * f32(levels - 1) - f32(clamp(i32(in7(y, x) * f32(levels - 1)), 0, levels - 2)))) * l7(y, clamp(i32(in7(y, x) * f32(levels - 1)), 0, levels - 2), x) +
                 (in7(y, x) * f32(levels - 1) - f32(clamp(i32(in7(y, x) * f32(levels - 1)), 0, levels - 2))) * l7(y, clamp(i32(in7(y, x) * f32(levels - 1)), 0, levels - 2) + 1, x)

# ... collapsed into its Gaussian pyramid
func og7(y, x) = ol7(y, x)
func oux6(y, x) = 0.25 * og7(y, x / 2 - 1 + 2 * (x % 2)) + 0.75 * og7(y, x / 2)
func og6(y, x) = 0.25 * oux6(y / 2 - 1 + 2 * (y % 2), x) + 0.75 * oux6(y / 2, x) + ol6(y, x)
func oux5(y, x) = 0.25 * og6(y, x / 2 - 1 + 2 * (x % 2)) + 0.75 * og6(y, x / 2)
func og5(y, x) = 0.25 * oux5(y / 2 - 1 + 2 * (y % 2), x) + 0.75 * oux5(y / 2, x) + ol5(y, x)
func oux4(y, x) = 0.25 * og5(y, x / 2 - 1 + 2 * (x % 2)) + 0.75 * og5(y, x / 2)
func og4(y, x) = 0.25 * oux4(y / 2 - 1 + 2 * (y % 2), x) + 0.75 * oux4(y / 2, x) + ol4(y, x)
func oux3(y, x) = 0.25 * og4(y, x / 2 - 1 + 2 * (x % 2)) + 0.75 * og4(y, x / 2)
func og3(y, x) = 0.25 * oux3(y / 2 - 1 + 2 * (y % 2), x) + 0.75 * oux3(y / 2, x) + ol3(y, x)
func oux2(y, x) = 0.25 * og3(y, x / 2 - 1 + 2 * (x % 2)) + 0.75 * og3(y, x / 2)
func og2(y, x) = 0.25 * oux2(y / 2 - 1 + 2 * (y % 2), x) + 0.75 * oux2(y / 2, x) + ol2(y, x)
func oux1(y, x) = 0.25 * og2(y, x / 2 - 1 + 2 * (x % 2)) + 0.75 * og2(y, x / 2)
func og1(y, x) = 0.25 * oux1(y / 2 - 1 + 2 * (y % 2), x) + 0.75 * oux1(y / 2, x) + ol1(y, x)
func oux0(y, x) = 0.25 * og1(y, x / 2 - 1 + 2 * (x % 2)) + 0.75 * og1(y, x / 2)
func og0(y, x) = 0.25 * oux0(y / 2 - 1 + 2 * (y % 2), x) + 0.75 * oux0(y / 2, x) + ol0(y, x)

# the color put back, and 16 bits again
func color(c, y, x) = og0(y, x) * (floating(c, y, x) + 0.01) / (gray(y, x) + 0.01)
func local_laplacian(c, y, x) = u16(clamp(color(c, y, x), 0.0, 1.0) * 65535.0)
output local_laplacian[3, H, W]

# Halide's CPU schedule: strips of 64 rows in parallel, the color channels innermost; the first
# levels computed at the root in parallel, the output's pyramid per row of a strip (kept for the
# strip, as Halide's fold_storage(y, 8) asks); the coarsest levels at the root
schedule halide { local_laplacian.reorder(y, x, c).split(y, yo, yi, 64).parallel(yo).vectorize(x, 8)
                  remap.compute_root()
                  gray.compute_root().split(y, yo, yi, 32).parallel(yo).vectorize(x, 8)
                  in1.compute_root().split(y, yo, yi, 32).parallel(yo).vectorize(x, 8)
                  g1.compute_root().split(y, yo, yi, 8).parallel(yo).vectorize(x, 8)
                  og1.store_at(local_laplacian, yo).compute_at(local_laplacian, yi).vectorize(x, 8)
                  in2.compute_root().split(y, yo, yi, 32).parallel(yo).vectorize(x, 8)
                  g2.compute_root().split(y, yo, yi, 8).parallel(yo).vectorize(x, 8)
                  og2.store_at(local_laplacian, yo).compute_at(local_laplacian, yi).vectorize(x, 8)
                  in3.compute_root().split(y, yo, yi, 32).parallel(yo).vectorize(x, 8)
                  g3.compute_root().split(y, yo, yi, 8).parallel(yo).vectorize(x, 8)
                  og3.store_at(local_laplacian, yo).compute_at(local_laplacian, yi).vectorize(x, 8)
                  in4.compute_root().split(y, yo, yi, 32).parallel(yo).vectorize(x, 8)
                  g4.compute_root().split(y, yo, yi, 8).parallel(yo).vectorize(x, 8)
                  og4.store_at(local_laplacian, yo).compute_at(local_laplacian, yi).vectorize(x, 8)
                  og0.compute_at(local_laplacian, yi).vectorize(x, 8)
                  in5.compute_root()
                  g5.compute_root().parallel(k)
                  og5.compute_root()
                  in6.compute_root()
                  g6.compute_root().parallel(k)
                  og6.compute_root()
                  in7.compute_root()
                  g7.compute_root().parallel(k)
                  og7.compute_root() }
