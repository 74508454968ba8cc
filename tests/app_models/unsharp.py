"""numpy's unsharp: the luminance sharpened by its unsharp mask."""
import numpy as np

from app_models import gray_of

SCHEDULES = ("root",)


def make(rng, h: int, w: int) -> np.ndarray:
    return rng.uniform(0.05, 1, (3, h, w)).astype(np.float32)


def model(img: np.ndarray, h: int, w: int) -> np.ndarray:
    k = np.exp(-np.arange(4, dtype=np.float32) ** 2 / np.float32(4.5)) / np.float32(3.7599306)
    gray = np.pad(gray_of(img), 3, mode="edge")
    blur_y = k[0] * gray[3:-3] + sum(k[d] * (gray[3 - d:3 - d + h] + gray[3 + d:3 + d + h]) for d in (1, 2, 3))
    blur_x = k[0] * blur_y[:, 3:-3] + sum(k[d] * (blur_y[:, 3 - d:3 - d + w] + blur_y[:, 3 + d:3 + d + w])
                                          for d in (1, 2, 3))
    g = gray[3:-3, 3:-3]
    return (2 * g - blur_x) / g * img
