"""numpy's interpolate: multi-scale interpolation of an RGBA image over a 10-level pyramid.

Each level is an array with the coordinate of its first row and column: level 0 over what the
levels above read of it (the image's edge repeated), level l + 1 from level l's rows and columns
2 i - 1, 2 i, 2 i + 1 (clamped into the image's eighth from level 3 to level 4)."""
import numpy as np

SCHEDULES = ("root",)
SIZE = (192, 1040)    # the narrowest levels the hand schedule vectorises by 16 need 1040 columns
LEVELS = 10
F = np.float32


def make(rng, h: int, w: int) -> np.ndarray:
    return rng.uniform(0.01, 1, (4, h, w)).astype(np.float32)


def _spans(n: int) -> tuple[list, list]:
    """Along an axis of n points: the last coordinate the interpolation reads of each level
    (from 0), and the [lo, hi] each downsampled level is needed over."""
    top = [n - 1]
    for _ in range(1, LEVELS):
        top.append((top[-1] + 1) // 2)
    need = [[0, t] for t in top]
    for lv in range(LEVELS - 1, 0, -1):
        lo, hi = 2 * need[lv][0] - 1, 2 * need[lv][1] + 1
        if lv == 4:
            lo, hi = (int(np.clip(v, 0, n // 8)) for v in (lo, hi))
        need[lv - 1] = [min(need[lv - 1][0], lo), max(need[lv - 1][1], hi)]
    return top, need


def _taps(idx: np.ndarray, origin: int, lv: int, n: int) -> list:
    """Positions in level lv - 1's array of the three taps of level lv's coordinates idx."""
    taps = [2 * idx + d for d in (-1, 0, 1)]
    if lv == 4:
        taps = [np.clip(t, 0, n // 8) for t in taps]
    return [t - origin for t in taps]


def model(img: np.ndarray, h: int, w: int) -> np.ndarray:
    (top_y, need_y), (top_x, need_x) = _spans(h), _spans(w)
    ys = np.clip(np.arange(need_y[0][0], need_y[0][1] + 1), 0, h - 1)
    xs = np.clip(np.arange(need_x[0][0], need_x[0][1] + 1), 0, w - 1)
    src = img[:, ys][:, :, xs]
    down = [(np.concatenate([src[:3] * src[3:], src[3:]]), need_y[0][0], need_x[0][0])]
    for lv in range(1, LEVELS):
        prev, oy, ox = down[-1]
        a, b, c = _taps(np.arange(need_x[lv][0], need_x[lv][1] + 1), ox, lv, w)
        dx = (prev[:, :, a] + F(2) * prev[:, :, b] + prev[:, :, c]) * F(0.25)
        a, b, c = _taps(np.arange(need_y[lv][0], need_y[lv][1] + 1), oy, lv, h)
        down.append(((dx[:, a] + F(2) * dx[:, b] + dx[:, c]) * F(0.25), need_y[lv][0], need_x[lv][0]))

    def level(lv):                                      # level lv over [0, top_y] x [0, top_x]
        d, oy, ox = down[lv]
        return d[:, -oy:-oy + top_y[lv] + 1, -ox:-ox + top_x[lv] + 1]
    interp = level(LEVELS - 1)
    for lv in range(LEVELS - 2, -1, -1):
        d = level(lv)
        x, y = np.arange(top_x[lv] + 1), np.arange(top_y[lv] + 1)
        upx = (interp[:, :, x // 2] + interp[:, :, (x + 1) // 2]) / F(2)
        up = (upx[:, y // 2] + upx[:, (y + 1) // 2]) / F(2)
        interp = d + (F(1) - d[3:]) * up
    return interp[:3] / interp[3:]
