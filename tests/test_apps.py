"""Halide's apps ported to irc (examples/apps/): every schedule of each equals a numpy version of
the app written here (bit for bit on the integer apps), on the C backend at small sizes; the
hand schedules (`halide`) are Halide's CPU schedules in irc's words.  local_laplacian's 90 funcs
over eight pyramid levels have no second numpy version here: its schedules are checked against
irc's numpy reference evaluator (irc/kinds/reference.py, which shares no code with the C
backend).  benchmarks/apps.py times them beside Halide."""
from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

import irc
from conftest import uncontracted

APPS = Path(__file__).resolve().parent.parent / "examples" / "apps"


def blur_model(img: np.ndarray, h: int, w: int) -> np.ndarray:
    bx = img[:, 0:w] + img[:, 1:w + 1] + img[:, 2:w + 2]            # u16: wraps as Halide's
    bx = bx // np.uint16(3)
    return (bx[0:h] + bx[1:h + 1] + bx[2:h + 2]) // np.uint16(3)


def gray_of(img: np.ndarray) -> np.ndarray:
    f = np.float32
    return f(0.299) * img[0] + f(0.587) * img[1] + f(0.114) * img[2]


def unsharp_model(img: np.ndarray, h: int, w: int) -> np.ndarray:
    k = np.exp(-np.arange(4, dtype=np.float32) ** 2 / np.float32(4.5)) / np.float32(3.7599306)
    gray = np.pad(gray_of(img), 3, mode="edge")
    blur_y = k[0] * gray[3:-3] + sum(k[d] * (gray[3 - d:3 - d + h] + gray[3 + d:3 + d + h]) for d in (1, 2, 3))
    blur_x = k[0] * blur_y[:, 3:-3] + sum(k[d] * (blur_y[:, 3 - d:3 - d + w] + blur_y[:, 3 + d:3 + d + w])
                                          for d in (1, 2, 3))
    g = gray[3:-3, 3:-3]
    return (2 * g - blur_x) / g * img


def harris_model(img: np.ndarray, h: int, w: int) -> np.ndarray:
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


def stencil_chain_model(img: np.ndarray, h: int, w: int) -> np.ndarray:
    s = img
    for stage in range(8):
        n_h, n_w = s.shape[0] - 4, s.shape[1] - 4
        out = np.zeros((n_h, n_w), np.uint16)
        for j in range(-2, 3):
            for i in range(-2, 3):
                out += np.uint16((i + 3) * (j + 3)) * s[2 + j:2 + j + n_h, 2 + i:2 + i + n_w]
        s = out
    return s


CASES = {
    "local_laplacian": (None, lambda rng, h, w: rng.integers(0, 2 ** 16, (3, h, w)).astype(np.uint16), ("root",)),
    "blur": (blur_model, lambda rng, h, w: rng.integers(0, 2 ** 16, (h + 2, w + 8)).astype(np.uint16), ("root", "inline")),
    "unsharp": (unsharp_model, lambda rng, h, w: rng.uniform(0.05, 1, (3, h, w)).astype(np.float32), ("root",)),
    "harris": (harris_model, lambda rng, h, w: rng.uniform(0, 1, (3, h + 6, w + 6)).astype(np.float32), ("root",)),
    "stencil_chain": (stencil_chain_model, lambda rng, h, w: rng.integers(0, 2 ** 16, (h + 32, w + 32)).astype(np.uint16),
                      ("root",)),
}


def test_every_app_has_a_case():
    assert sorted(p.stem for p in APPS.glob("*.dsl")) == sorted(CASES)


@pytest.mark.parametrize("app", sorted(CASES))
def test_app_equals_its_numpy_version(app):
    model, make, schedules = CASES[app]
    prog = irc.load(APPS / f"{app}.dsl")
    # the hand schedules' splits fit: stencil_chain's 512 x 512 tiles, local_laplacian's level 4 in 8-row strips
    h, w = {"stencil_chain": (520, 530), "local_laplacian": (160, 136)}.get(app, (40, 52))
    img = make(np.random.default_rng(sorted(CASES).index(app)), h, w)
    want = model(img, h, w) if model is not None else prog.reference(img, H=h, W=w)
    for schedule in ("halide", *schedules):
        if model is None:       # a float rounded to an int picks a level: contraction moves a pixel's level
            with uncontracted():
                got = prog.compile(schedule=schedule, threads=2)(img, H=h, W=w)
        else:
            got = prog.compile(schedule=schedule, threads=2)(img, H=h, W=w)
        if want.dtype.kind == "u" and model is None:      # numpy's exp and C's expf: a rounding apart at most
            assert np.abs(got.astype(np.int64) - want).max() <= 1, f"{app} under {schedule}"
        elif want.dtype.kind == "u":
            np.testing.assert_array_equal(got, want, err_msg=f"{app} under {schedule}")
        else:
            np.testing.assert_allclose(got, want, rtol=2e-4, atol=1e-6, err_msg=f"{app} under {schedule}")
