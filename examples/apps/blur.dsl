# Halide's apps/blur: a 3x3 box blur of a 16-bit image.  The sums wrap around in u16 and `/ 3`
# is u16 division, as in Halide; the output is 8 columns and 2 rows smaller than the input.
param W: i32 = 6400
param H: i32 = 4800
input in: u16[H + 2, W + 8]

func blur_x(y, x) = (in(y, x) + in(y, x + 1) + in(y, x + 2)) / 3
func blur_y(y, x) = (blur_x(y, x) + blur_x(y + 1, x) + blur_x(y + 2, x)) / 3
output blur_y[H, W]

# Halide's CPU schedule: strips of 8 rows in parallel, blur_x slid down each strip
schedule halide { blur_y.split(y, yo, yi, 8).parallel(yo).vectorize(x, 16)
                  blur_x.store_at(blur_y, yo).compute_at(blur_y, yi).vectorize(x, 16) }
