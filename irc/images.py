"""Arrays in and out of files: `.npy` (any shape and type) and `.png` (8-bit, values in [0, 1])."""
from __future__ import annotations

from pathlib import Path

import numpy as np
from PIL import Image

from .diagnostics import UsageError

FORMATS = (".npy", ".png")


def load_npy(path: str) -> np.ndarray:
    """A .npy file as it is stored (no conversion), or a UsageError saying why it cannot be read."""
    p = Path(path)
    if p.suffix != ".npy":
        raise UsageError(f"cannot read '{path}': use a .npy file")
    if not p.is_file():
        raise UsageError(f"cannot read '{path}': no such file")
    try:
        return np.load(p, allow_pickle=False)
    except (OSError, ValueError, EOFError):
        raise UsageError(f"cannot read '{path}': not a .npy file") from None


def read_array(path: str, ndim: int, dtype) -> np.ndarray:
    p = Path(path)
    if p.suffix not in FORMATS:
        raise UsageError(f"cannot read '{path}': use a .npy or .png file")
    if not p.is_file():
        raise UsageError(f"cannot read '{path}': no such file")
    if p.suffix == ".npy":
        a = load_npy(path)
    else:
        with Image.open(p) as img:
            img = img.convert("L" if ndim == 2 else "RGB")
            a = np.asarray(img, dtype=np.float32) / 255.0
    if a.ndim != ndim:
        raise UsageError(f"'{path}' has {a.ndim} dimensions; the input needs {ndim}")
    return np.ascontiguousarray(a, dtype=dtype)


def write_array(path: str, a: np.ndarray):
    p = Path(path)
    if p.suffix == ".npy":
        np.save(p, a)
    elif p.suffix == ".png":
        if a.ndim not in (2, 3):
            raise UsageError(f"cannot write a {a.ndim}-dimensional array as PNG; use .npy")
        pixels = np.clip(np.nan_to_num(a.astype(np.float64)), 0.0, 1.0) * 255.0 + 0.5
        Image.fromarray(pixels.astype(np.uint8)).save(p)
    else:
        raise UsageError(f"cannot write '{path}': use a .npy or .png file")
