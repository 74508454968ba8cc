# Halide's apps/harris: the Harris corner response of an RGB image (planar: [c, y, x]).
# The output is 6 rows and columns smaller than the input; it reads the input from offset 2 - 1.
param W: i32 = 1530
param H: i32 = 2554
input in: f32[3, H + 6, W + 6]

func gray(y, x) = 0.299 * in(0, y, x) + 0.587 * in(1, y, x) + 0.114 * in(2, y, x)
func Iy(y, x) = gray(y - 1, x - 1) * (-1.0 / 12) + gray(y + 1, x - 1) * (1.0 / 12) +
                gray(y - 1, x) * (-2.0 / 12) + gray(y + 1, x) * (2.0 / 12) +
                gray(y - 1, x + 1) * (-1.0 / 12) + gray(y + 1, x + 1) * (1.0 / 12)
func Ix(y, x) = gray(y - 1, x - 1) * (-1.0 / 12) + gray(y - 1, x + 1) * (1.0 / 12) +
                gray(y, x - 1) * (-2.0 / 12) + gray(y, x + 1) * (2.0 / 12) +
                gray(y + 1, x - 1) * (-1.0 / 12) + gray(y + 1, x + 1) * (1.0 / 12)
func Ixx(y, x) = Ix(y, x) * Ix(y, x)
func Iyy(y, x) = Iy(y, x) * Iy(y, x)
func Ixy(y, x) = Ix(y, x) * Iy(y, x)
func Sxx(y, x) = sum(dy in -1 .. 2: sum(dx in -1 .. 2: Ixx(y + dy, x + dx)))
func Syy(y, x) = sum(dy in -1 .. 2: sum(dx in -1 .. 2: Iyy(y + dy, x + dx)))
func Sxy(y, x) = sum(dy in -1 .. 2: sum(dx in -1 .. 2: Ixy(y + dy, x + dx)))
func det(y, x) = Sxx(y, x) * Syy(y, x) - Sxy(y, x) * Sxy(y, x)
func trace(y, x) = Sxx(y, x) + Syy(y, x)
func harris(y, x) = det(y, x) - 0.04 * trace(y, x) * trace(y, x)
func corners(y, x) = harris(y + 2, x + 2)
output corners[H, W]

# Halide's CPU schedule: strips of 32 rows in parallel, Ix and Iy computed per row and kept for
# the strip, Ix with Iy (one loop over the row's vectors computes both, reading the gray values
# they share once), everything else inlined.
schedule halide { corners.split(y, yo, yi, 32).parallel(yo).vectorize(x, 16)
                  Ix.store_at(corners, yo).compute_at(corners, yi).vectorize(x, 16)
                  Iy.store_at(corners, yo).compute_at(corners, yi).vectorize(x, 16)
                  Ix.compute_with(Iy, x.o) }
