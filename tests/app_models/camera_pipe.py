"""numpy's camera_pipe: FCam's raw pipeline (hot pixels, demosaic, colour matrix, tone curve,
sharpen) on a GRBG Bayer mosaic, the integer stages bit for bit in int64 with explicit wraps."""
import numpy as np

SCHEDULES = ("root", "strips")
SIZE = (70, 200)         # strips of 32 rows, vectors of 64 pixels, neither dividing the size
SIZES = {"halide": (70, 192)}     # Halide's rounds its rows up to pairs and its vectors to 64 pixels

f32 = np.float32
# FCam's calibrations of the Nokia N900's sensor, [row, column]
M3200 = np.array([[1.6697, -0.2693, -0.4004, -42.4346],
                  [-0.3576, 1.0615, 1.5949, -37.1158],
                  [-0.2175, -1.8751, 6.9640, -26.6970]], np.float32)
M7000 = np.array([[2.2997, -0.4478, 0.1706, -39.0923],
                  [-0.3826, 1.5906, -0.2080, -25.4311],
                  [-0.0888, -0.7344, 2.2832, -20.0826]], np.float32)
COLOR_TEMP, GAMMA, CONTRAST, SHARPEN, BLACK, WHITE = f32(3700), f32(2), f32(50), f32(1), 25, 1023


def make(rng, h: int, w: int):
    yy, xx = np.mgrid[0:h + 48, 0:w + 32]
    smooth = 200 + 120 * np.sin(yy / 7.0 + rng.uniform(0, 6)) * np.cos(xx / 11.0) + 60 * np.sin(xx / 5.0)
    raw = np.clip(smooth + rng.integers(-30, 30, smooth.shape), 0, 1100).astype(np.int64)
    hot = rng.random(raw.shape) < 0.02                 # a few hot pixels, some past 16 bits' half
    raw[hot] = rng.integers(0, 65536, int(hot.sum()))
    return raw.astype(np.uint16), M3200.copy(), M7000.copy()


def shift(a, dy, dx):
    """b[y, x] = a[y + dy, x + dx] (zeros where that leaves a: never read at the end)."""
    b = np.zeros_like(a)
    h, w = a.shape
    b[max(0, -dy):h - max(0, dy), max(0, -dx):w - max(0, dx)] = \
        a[max(0, dy):h - max(0, -dy), max(0, dx):w - max(0, -dx)]
    return b


def avg(a, b):                                        # of two u16 (or u8), rounding up
    return (a + b + 1) // 2


def u16(a):
    return a & 0xFFFF


def demosaic(gr, r, b, gb):
    """Full-resolution r, g, b (u16) from the four planes (half-resolution arrays whose [i, j] is
    the Bayer quad at full-resolution [2i, 2j])."""
    s = shift
    g_r = np.where(np.abs(s(gr, 0, 1) - gr) < np.abs(s(gb, -1, 0) - gb), avg(s(gr, 0, 1), gr), avg(s(gb, -1, 0), gb))
    g_b = np.where(np.abs(s(gb, 0, -1) - gb) < np.abs(s(gr, 1, 0) - gr), avg(s(gb, 0, -1), gb), avg(s(gr, 1, 0), gr))
    r_gr = u16(u16(gr - avg(g_r, s(g_r, 0, -1))) + avg(s(r, 0, -1), r))
    b_gr = u16(u16(gr - avg(g_b, s(g_b, -1, 0))) + avg(b, s(b, -1, 0)))
    r_gb = u16(u16(gb - avg(g_r, s(g_r, 1, 0))) + avg(r, s(r, 1, 0)))
    b_gb = u16(u16(gb - avg(g_b, s(g_b, 0, 1))) + avg(b, s(b, 0, 1)))
    rp = u16(u16(g_b - avg(g_r, s(g_r, 1, -1))) + avg(r, s(r, 1, -1)))
    rn = u16(u16(g_b - avg(s(g_r, 0, -1), s(g_r, 1, 0))) + avg(s(r, 0, -1), s(r, 1, 0)))
    r_b = np.where(np.abs(r - s(r, 1, -1)) < np.abs(s(r, 0, -1) - s(r, 1, 0)), rp, rn)
    bp = u16(u16(g_r - avg(g_b, s(g_b, -1, 1))) + avg(b, s(b, -1, 1)))
    bn = u16(u16(g_r - avg(s(g_b, 0, 1), s(g_b, -1, 0))) + avg(s(b, 0, 1), s(b, -1, 0)))
    b_r = np.where(np.abs(b - s(b, -1, 1)) < np.abs(s(b, 0, 1) - s(b, -1, 0)), bp, bn)

    def interleave(ee, eo, oe, oo):                   # rows even/odd, columns even/odd
        out = np.zeros((2 * ee.shape[0], 2 * ee.shape[1]), np.int64)
        out[0::2, 0::2], out[0::2, 1::2], out[1::2, 0::2], out[1::2, 1::2] = ee, eo, oe, oo
        return out
    return (interleave(r_gr, r, r_b, r_gb), interleave(gr, g_r, g_b, gb), interleave(b_gr, b_r, b, b_gb))


def tone_curve():
    v = np.arange(1024)
    inv_range = f32(1) / f32(WHITE - BLACK)
    g = np.power(np.clip((v - BLACK).astype(f32) * inv_range, f32(0), f32(1)), f32(1) / GAMMA)
    b = f32(2) - np.power(f32(2), CONTRAST / f32(100))
    a = f32(2) - f32(2) * b
    one = f32(1)
    z = np.where(g > f32(0.5), one - (a * (one - g) * (one - g) + b * (one - g)), a * g * g + b * g)
    val = np.clip(z * f32(255) + f32(0.5), f32(0), f32(255)).astype(np.int64)
    return np.where(v <= BLACK, 0, np.where(v > WHITE, 255, val))


def model(raw, m3200, m7000, h: int, w: int) -> np.ndarray:
    a = raw.astype(np.int64)                          # [Y, X] = shifted (Y - 12, X - 16)
    brightest = np.maximum(np.maximum(shift(a, 0, -2), shift(a, 0, 2)), np.maximum(shift(a, -2, 0), shift(a, 2, 0)))
    den = np.clip(a, 0, brightest)
    planes = den[0::2, 0::2], den[0::2, 1::2], den[1::2, 0::2], den[1::2, 1::2]
    rgb = [np.where(p >= 32768, p - 65536, p) for p in demosaic(*planes)]   # as i16

    alpha = (f32(1) / COLOR_TEMP - f32(1) / f32(3200)) / (f32(1) / f32(7000) - f32(1) / f32(3200))
    val = (m3200 * alpha + m7000 * (f32(1) - alpha)) * f32(256)
    mat = ((np.trunc(val).astype(np.int64) + 32768) & 0xFFFF) - 32768
    corrected = [((mat[c, 3] + mat[c, 0] * rgb[0] + mat[c, 1] * rgb[1] + mat[c, 2] * rgb[2]) // 256 + 32768) % 65536 - 32768
                 for c in range(3)]
    curve = tone_curve()
    curved = np.stack([curve[np.clip(k, 0, 1023)] for k in corrected])

    s32 = int(np.clip(SHARPEN * f32(32), 0, 255))
    uy = avg(avg(np.roll(curved, 1, axis=1), np.roll(curved, -1, axis=1)), curved)      # rows y - 1, y + 1
    unsharp = avg(avg(np.roll(uy, 1, axis=2), np.roll(uy, -1, axis=2)), uy)
    prod = ((curved - unsharp) * s32 + 32768) % 65536 - 32768
    out = np.clip(curved + prod // 32, 0, 255)
    return out[:, 12:12 + h, 16:16 + w].astype(np.uint8)
