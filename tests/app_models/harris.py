"""numpy's harris: the Harris corner response."""
import numpy as np

from app_models import gray_of

SCHEDULES = ("root",)


def make(rng, h: int, w: int) -> np.ndarray:
    return rng.uniform(0, 1, (3, h + 6, w + 6)).astype(np.float32)


def model(img: np.ndarray, h: int, w: int) -> np.ndarray:
    g = gray_of(img).astype(np.float64)

    def at(a, dy, dx, hh, ww):                      # a(y + dy, x + dx) over [0, hh) x [0, ww)
        return a[dy:dy + hh, dx:dx + ww]
    hh, ww = h + 4, w + 4                           # Ix, Iy over y, x in [1, h + 5)
    iy = (-at(g, 0, 0, hh, ww) + at(g, 2, 0, hh, ww) - 2 * at(g, 0, 1, hh, ww) + 2 * at(g, 2, 1, hh, ww)
          - at(g, 0, 2, hh, ww) + at(g, 2, 2, hh, ww)) / 12
    ix = (-at(g, 0, 0, hh, ww) + at(g, 0, 2, hh, ww) - 2 * at(g, 1, 0, hh, ww) + 2 * at(g, 1, 2, hh, ww)
          - at(g, 2, 0, hh, ww) + at(g, 2, 2, hh, ww)) / 12

    def box(a):                                     # over [2, h + 2) + (-1 .. 1), from index 1
        return sum(at(a, dy, dx, h, w) for dy in range(3) for dx in range(3))
    sxx, syy, sxy = box(ix * ix), box(iy * iy), box(ix * iy)
    return sxx * syy - sxy * sxy - 0.04 * (sxx + syy) ** 2
