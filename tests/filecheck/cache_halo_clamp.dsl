# cache of a `boundary clamp` input: the tile is taken over the coordinates before the clamp (34 x 34: the block's 32 x 32 and a halo of 1), the copy clamps, and the stencil reads the shared copy unclamped.
# RUN: irc compile %s --schedule halo --print-ir-after=cache
# CHECK-LABEL: IR Dump After cache
# CHECK:       allocate shared u.shared: f32[0 .. 34, 0 .. 34] {
# CHECK:       let u.shared.min.0 = blockIdx.y * 32 - 1
# CHECK:       u.shared[{{.*}}] = u[min(max({{.*}} + u.shared.min.0, 0), N - 1), min(max({{.*}} + u.shared.min.1, 0), N - 1)]
# CHECK:       barrier
# CHECK-NOT:   u[
# CHECK:       u.shared[out.y - u.shared.min.0 - 1, out.x - u.shared.min.1]
param N: i32 = 64
input u: f32[N, N] boundary clamp
func out(y, x) = u(y - 1, x) + u(y + 1, x) + u(y, x - 1) + u(y, x + 1)
output out[N, N]
schedule halo { out.gpu_tile(y, x, by, bx, ty, tx, 32, 32); u.cache(out, bx) }
