"""numpy's conv_layer: a 3 x 3 convolution layer over a batch, plus a bias, through a ReLU.

The values are multiples of 1/4 and small, so that every sum is exact in f32 whatever its order:
the check is bit for bit although the output is a float, and about half of it is clipped to 0."""
import numpy as np

SCHEDULES = ("halide_avx2", "root", "inline")
SIZE = (6, 13)          # 13 columns: not a multiple of the schedule's 5, the last tile shifted in
N, CI, CO = 5, 128, 128  # the file's defaults


def make(rng, h: int, w: int):
    quarters = lambda lo, hi, shape: (rng.integers(lo, hi, shape) / 4).astype(np.float32)
    inp = quarters(0, 8, (N, h + 2, w + 2, CI))
    filt = quarters(-4, 5, (CI, 3, 3, CO))
    bias = quarters(-40, 40, (CO,))
    return inp, filt, bias


def model(inp: np.ndarray, filt: np.ndarray, bias: np.ndarray, h: int, w: int) -> np.ndarray:
    a, f = inp.astype(np.float64), filt.astype(np.float64)
    acc = np.zeros((N, h, w, CO)) + bias
    for ky in range(3):
        for kx in range(3):
            acc += a[:, ky:ky + h, kx:kx + w, :] @ f[:, ky, kx, :]
    return np.maximum(acc, 0).astype(np.float32)
