"""numpy's iir_blur: a first-order IIR blur down the columns and back up, then along the rows."""
import numpy as np

SCHEDULES = ("root", "inline")
SIZE = (70, 75)     # the halide schedule: tiles of 64 x 16 (both sizes >= 64), the last shifted inward

ALPHA = np.float32(0.1)     # the DSL's default


def make(rng, h: int, w: int) -> np.ndarray:
    return rng.uniform(0, 1, (3, h, w)).astype(np.float32)


def scan_columns(a: np.ndarray, alpha: np.float32) -> np.ndarray:
    """Filter each column of a [c, n, m] array down from row 0, then up from row n - 2."""
    out = np.empty_like(a)
    keep = np.float32(1) - alpha
    out[:, 0] = a[:, 0]
    for i in range(1, a.shape[1]):
        out[:, i] = keep * out[:, i - 1] + alpha * a[:, i]
    for i in range(a.shape[1] - 2, -1, -1):
        out[:, i] = keep * out[:, i + 1] + alpha * out[:, i]
    return out


def model(img: np.ndarray, h: int, w: int) -> np.ndarray:
    cols = scan_columns(img, ALPHA).transpose(0, 2, 1)
    return scan_columns(np.ascontiguousarray(cols), ALPHA).transpose(0, 2, 1)
