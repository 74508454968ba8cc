"""numpy's bilateral_grid: a bilateral filter through a bilateral grid (s_sigma 8, r_sigma 0.1)."""
import numpy as np

SCHEDULES = ("root",)
SIZE = (44, 60)     # neither a multiple of the tile's 8

S = 8               # s_sigma, the grid's cell in pixels
R_SIGMA = np.float32(0.1)
Z = 10              # the grid's top level (1 / r_sigma)


def make(rng, h: int, w: int) -> np.ndarray:
    return rng.uniform(-0.1, 1.1, (h, w)).astype(np.float32)      # some outside [0, 1]: clamped


def blur5(a: np.ndarray, axis: int) -> np.ndarray:
    """1 4 6 4 1 along `axis`: two fewer points on each side."""
    n = a.shape[axis] - 4

    def part(d):
        return np.take(a, np.arange(d, d + n), axis=axis)
    return part(0) + 4 * part(1) + 6 * part(2) + 4 * part(3) + part(4)


def model(img: np.ndarray, h: int, w: int) -> np.ndarray:
    f = np.float32
    inv = f(1) / R_SIGMA
    ny, nx = (h - 1) // S + 2, (w - 1) // S + 2          # the grid the slices read: [0, n) in y, x
    gy0, gx0 = -2, -2                                    # ... whose y, x blurs need two more each side
    gy, gx = ny + 4, nx + 4
    z0, nz = -2, Z + 6                                   # levels [-2, Z + 4): blurred into [0, Z + 2)
    grid = np.zeros((2, nz, gy, gx), np.float64)
    ty, tx = np.meshgrid(np.arange(gy0, gy0 + gy), np.arange(gx0, gx0 + gx), indexing="ij")
    for ry in range(S):
        for rx in range(S):
            py = np.clip(ty * S + ry - S // 2, 0, h - 1)
            px = np.clip(tx * S + rx - S // 2, 0, w - 1)
            v = np.clip(img[py, px], f(0), f(1))
            z = np.clip((v * inv + f(0.5)).astype(np.int32), 0, Z) - z0
            np.add.at(grid[0], (z, ty - gy0, tx - gx0), v.astype(np.float64))
            np.add.at(grid[1], (z, ty - gy0, tx - gx0), 1.0)
    blurred = blur5(blur5(blur5(grid, 1), 3), 2)         # levels [0, Z + 2), y and x in [0, n)

    v = np.clip(img, f(0), f(1))
    zv = v * inv
    zt = zv.astype(np.int32)
    zi = np.clip(zt, 0, Z)
    zf = (zv - zt.astype(np.float32)).astype(np.float64)
    yy, xx = np.meshgrid(np.arange(h), np.arange(w), indexing="ij")
    yi, xi = yy // S, xx // S
    yf, xf = (yy % S) / S, (xx % S) / S

    def lerp(a, b, t):
        return a * (1 - t) + b * t

    def at(c, dz, dy, dx):
        return blurred[c, zi + dz, yi + dy, xi + dx]

    def interpolated(c):
        def level(dz):
            return lerp(lerp(at(c, dz, 0, 0), at(c, dz, 0, 1), xf), lerp(at(c, dz, 1, 0), at(c, dz, 1, 1), xf), yf)
        return lerp(level(0), level(1), zf)
    return (interpolated(0) / interpolated(1)).astype(np.float32)
