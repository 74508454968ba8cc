"""numpy's resize: a float RGB image scaled down by half with the bicubic kernel, widened to
low-pass filter (4 / scale taps a pixel, their weights normalised), down the columns and then
along the rows, the result clamped into [0, 1]."""
import numpy as np

SCHEDULES = ("root", "inline")
SIZE = (40, 64)
F = np.float32


def make(rng, h: int, w: int) -> np.ndarray:
    return rng.uniform(0, 1, (3, 2 * h, 2 * w)).astype(np.float32)


def _cubic(d: np.ndarray) -> np.ndarray:
    d2, d3 = d * d, d * d * d
    return np.where(d < 1, F(1.5) * d3 - F(2.5) * d2 + F(1),
                    np.where(d < 2, F(-0.5) * d3 + F(2.5) * d2 - F(4) * d + F(2), F(0))).astype(F)


def _taps(n_out: int, n_in: int, scale: np.float32, taps: int):
    """The first input index of each output index's taps, and the taps' normalised weights."""
    inv = F(1) / scale
    source = (np.arange(n_out, dtype=F) + F(0.5)) * inv - F(0.5)
    begin = np.clip(np.ceil(source - F(2) * inv).astype(np.int32), 0, n_in - taps)
    k = np.arange(taps)
    weights = _cubic(np.abs(((k[None, :] + begin[:, None]).astype(F) - source[:, None]) * scale))
    total = np.zeros(n_out, F)
    for r in range(taps):
        total += weights[:, r]
    return begin, weights / total[:, None]


def model(img: np.ndarray, h: int, w: int) -> np.ndarray:
    ih, iw = img.shape[1:]
    scale, taps = F(w) / F(iw), -(-4 * iw // w)
    by, ky = _taps(h, ih, scale, taps)
    bx, kx = _taps(w, iw, scale, taps)
    resized_y = np.zeros((3, h, iw), F)
    for r in range(taps):
        resized_y += ky[None, :, r, None] * img[:, by + r, :]
    resized_x = np.zeros((3, h, w), F)
    for r in range(taps):
        resized_x += kx[None, None, :, r] * resized_y[:, :, bx + r]
    return np.clip(resized_x, 0, 1)
