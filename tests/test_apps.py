"""Halide's apps ported to irc (examples/apps/): every schedule of each equals a numpy version of
the app (tests/app_models/, a module per app; bit for bit on the integer apps), on the C backend
at small sizes; the hand schedules (`halide`) are Halide's CPU schedules in irc's words.  An app
whose model is None (local_laplacian: 90 funcs over eight pyramid levels) is checked against
irc's numpy reference evaluator (irc/kinds/reference.py, which shares no code with the C
backend).  benchmarks/apps.py times them beside Halide."""
from __future__ import annotations

import importlib
from pathlib import Path

import numpy as np
import pytest

import irc
from conftest import uncontracted

APPS = Path(__file__).resolve().parent.parent / "examples" / "apps"
NAMES = sorted(p.stem for p in APPS.glob("*.dsl"))


def test_every_app_has_a_model():
    models = Path(__file__).resolve().parent / "app_models"
    assert sorted(p.stem for p in models.glob("*.py") if p.stem != "__init__") == NAMES


@pytest.mark.parametrize("app", NAMES)
def test_app_equals_its_numpy_version(app):
    """Every schedule at the app's test size (SIZE), or at the size a schedule's RoundUp splits
    of the output need (SIZES: Halide's camera_pipe computes whole vectors and pairs of rows)."""
    case = importlib.import_module(f"app_models.{app}")
    prog = irc.load(APPS / f"{app}.dsl")
    for schedule in ("halide", *case.SCHEDULES):
        h, w = getattr(case, "SIZES", {}).get(schedule, getattr(case, "SIZE", (40, 52)))
        img = case.make(np.random.default_rng(NAMES.index(app)), h, w)
        inputs = img if isinstance(img, tuple) else (img,)
        want = case.model(*inputs, h, w) if case.model is not None else prog.reference(*inputs, H=h, W=w)
        if case.model is None:       # a float rounded to an int picks a level: contraction moves a pixel's level
            with uncontracted():
                got = prog.compile(schedule=schedule, threads=2)(*inputs, H=h, W=w)
        else:
            got = prog.compile(schedule=schedule, threads=2)(*inputs, H=h, W=w)
        if want.dtype.kind in "iu" and case.model is None:  # numpy's exp and C's expf: a rounding apart at most
            assert np.abs(got.astype(np.int64) - want).max() <= 1, f"{app} under {schedule}"
        elif want.dtype.kind in "iu":
            np.testing.assert_array_equal(got, want, err_msg=f"{app} under {schedule}")
        else:
            np.testing.assert_allclose(got, want, rtol=2e-4, atol=1e-6, err_msg=f"{app} under {schedule}")
