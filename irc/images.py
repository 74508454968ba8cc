"""Arrays in and out of files: `.npy` (any shape and type, as stored) and `.png` (values in [0, 1]).

A PNG keeps what it holds: a gray image is an `[H, W]` array, an RGB or RGBA one `[H, W, 3]` or
`[H, W, 4]`, and an image that does not match the input's declared rank is refused, never
converted (an RGB photo silently turned gray loses data).  8-bit and 16-bit samples are scaled
by their own range, and an output is written with the depth of the PNG read in (`Png.bits`).
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import numpy as np
from PIL import Image

from .diagnostics import UsageError

FORMATS = (".npy", ".png")
CHANNELS = {3: "RGB", 4: "RGBA"}     # the last extent of an [H, W, C] array -> its mode


@dataclass(frozen=True)
class Png:
    """What a PNG read in was: its array in [0, 1] and its bits per sample (8 or 16)."""
    array: np.ndarray
    bits: int


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


def read_array(path: str, ndim: int, dtype) -> tuple[np.ndarray, int | None]:
    """The array in `path` for an input of `ndim` dimensions and type `dtype`, and the bits per
    sample of a PNG (None for .npy, which is returned as stored: the caller checks its type)."""
    p = Path(path)
    if p.suffix not in FORMATS:
        raise UsageError(f"cannot read '{path}': use a .npy or .png file")
    if not p.is_file():
        raise UsageError(f"cannot read '{path}': no such file")
    if p.suffix == ".npy":
        a = load_npy(path)
        if a.ndim != ndim:
            raise UsageError(f"'{path}' has {a.ndim} dimensions; the input needs {ndim}")
        return a, None
    png = read_png(path)
    shape = png.array.shape
    if png.array.ndim == 3 and ndim == 2:
        raise UsageError(f"'{path}' is an {CHANNELS[shape[-1]]} image of shape {shape}; the input has 2 dimensions: "
                         f"declare it [H, W, {shape[-1]}] to read its colors, or convert the image to gray")
    if png.array.ndim != ndim:
        raise UsageError(f"'{path}' is a gray image of shape {shape}; the input needs {ndim} dimensions")
    return png.array.astype(dtype), png.bits


def read_png(path: str) -> Png:
    """A PNG as floats in [0, 1]: gray [H, W]; RGB, RGBA (a palette as either) [H, W, C]."""
    with Image.open(path) as img:
        if img.mode == "P":
            img = img.convert("RGBA" if "transparency" in img.info else "RGB")
        elif img.mode in ("1", "LA", "PA"):
            img = img.convert({"1": "L", "LA": "RGBA", "PA": "RGBA"}[img.mode])
        raw = np.asarray(img)
    if raw.dtype == np.uint8 or raw.dtype == np.bool_:
        return Png(raw.astype(np.float32) / 255.0, 8)
    return Png(raw.astype(np.float32) / 65535.0, 16)        # 16-bit gray ("I;16", "I")


def write_array(path: str, a: np.ndarray, bits: int = 8):
    """`a` to `.npy` as it is, or to `.png` with values in [0, 1] (clipped) at `bits` per sample:
    [H, W] gray; [H, W, 3] RGB and [H, W, 4] RGBA (8 bits a sample)."""
    p = Path(path)
    if p.suffix == ".npy":
        np.save(p, a)
    elif p.suffix == ".png":
        if not (a.ndim == 2 or (a.ndim == 3 and a.shape[-1] in (3, 4))):
            raise UsageError(f"cannot write an array of shape {a.shape} as PNG ([H, W], [H, W, 3] or [H, W, 4]); "
                             "use .npy")
        unit = np.clip(np.nan_to_num(a.astype(np.float64)), 0.0, 1.0)
        if a.ndim == 2 and bits == 16:
            Image.fromarray((unit * 65535.0 + 0.5).astype(np.uint16)).save(p)
        else:
            Image.fromarray((unit * 255.0 + 0.5).astype(np.uint8)).save(p)
    else:
        raise UsageError(f"cannot write '{path}': use a .npy or .png file")
