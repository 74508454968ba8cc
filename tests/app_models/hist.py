"""numpy's hist: histogram equalisation of an 8-bit RGB image.

The app computes in f32 and truncates to integers (a bin, an output byte); gcc fuses a * b + c
where numpy rounds twice, so a value within an ulp of an integer may truncate apart.  The image
is drawn from the colours whose luma, and whose outputs at every equalised luma, keep away from
integers: H * W = 2040 makes the luma scale 255 / (H * W) = 1 / 8 exact, so the equalised luma
is a multiple of 1 / 8, and a colour is kept where its luma and its three chroma offsets keep
1 / 800 from an integer (the offsets: from a multiple of 1 / 8).  Then every rounding agrees."""
import numpy as np

SCHEDULES = ("root",)
SIZE = (40, 51)      # 2040 pixels; 51 not a multiple of the 8 lanes

MARGIN = 0.01        # of a bin (luma) or of an eighth (the outputs' offsets)


def _parts(rgb: np.ndarray):
    """Y, Cr, Cb in f32 as the app writes them; rgb is [3, ...] u8."""
    f = np.float32
    r, g, b = (rgb[i].astype(f) for i in range(3))
    y = f(0.299) * r + f(0.587) * g + f(0.114) * b
    return y, (r - y) * f(0.713) + f(128), (b - y) * f(0.564) + f(128)


def _offsets(cr: np.ndarray, cb: np.ndarray):
    """What the chroma adds to the equalised luma in red, green and blue."""
    f = np.float32
    return (cr - f(128)) * f(1.4), -f(0.343) * (cb - f(128)) - f(0.711) * (cr - f(128)), f(1.765) * (cb - f(128))


def _apart(v: np.ndarray) -> np.ndarray:
    frac = np.asarray(v, np.float64) % 1.0
    return (frac > MARGIN) & (frac < 1 - MARGIN)


def make(rng, h: int, w: int) -> np.ndarray:
    assert h * w == 2040, "the margins hold where 255 / (H * W) is 1 / 8"
    colours = rng.integers(0, 256, (3, 8 * h * w)).astype(np.uint8)
    y, cr, cb = _parts(colours)
    keep = _apart(y)
    for o in _offsets(cr, cb):
        keep &= _apart(o.astype(np.float64) * 8)
    colours = colours[:, keep][:, :h * w]
    return np.ascontiguousarray(colours.reshape(3, h, w))


def model(img: np.ndarray, h: int, w: int) -> np.ndarray:
    f = np.float32
    y, cr, cb = _parts(img)
    bins = np.clip(np.clip(y, 0, 255).astype(np.int32), 0, 255)
    cdf = np.cumsum(np.bincount(bins.ravel(), minlength=256))
    eq = np.clip(cdf[bins].astype(f) * (f(255) / f(h * w)), f(0), f(255))
    red = eq + (cr - f(128)) * f(1.4)
    green = eq - f(0.343) * (cb - f(128)) - f(0.711) * (cr - f(128))
    blue = eq + f(1.765) * (cb - f(128))
    return np.stack([np.clip(v, f(0), f(255)).astype(np.uint8) for v in (red, green, blue)])
