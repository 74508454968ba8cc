"""numpy versions of Halide's apps (examples/apps/), one module per app, for tests/test_apps.py.

Each module gives ``make(rng, h, w)``: the app's input for an h x w output; ``model(img, h, w)``:
the app's output computed with numpy alone (or ``model = None`` where irc's reference evaluator
is the check); ``SCHEDULES``: the schedules checked beside ``halide``; ``SIZE``: the (h, w) the
test runs at (default 40 x 52)."""
from __future__ import annotations

import numpy as np


def gray_of(img: np.ndarray) -> np.ndarray:
    f = np.float32
    return f(0.299) * img[0] + f(0.587) * img[1] + f(0.114) * img[2]
