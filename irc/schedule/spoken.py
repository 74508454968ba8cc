"""The schedule builder's words kept as text: `str(builder)` is the body of a schedule block that
builds the same schedule (`blury.tile(y, x, 16, 64); blurx.compute_at(blury, xo)`)."""
from __future__ import annotations

import functools
import inspect


def spoken(word):
    """A word of the builder, also kept as text (`blury.tile(y, x, 16, 64)`) once it is accepted;
    a word another word uses (gpu_tile's tile) is not said again."""
    signature = inspect.signature(word)

    @functools.wraps(word)
    def say(self, *args, **kwargs):
        schedule = getattr(self, "schedule", self)
        outer = not schedule._in_word
        schedule._in_word = True
        try:
            result = word(self, *args, **kwargs)
        finally:
            schedule._in_word = not outer
        if outer:
            bound = signature.bind(self, *args, **kwargs).arguments
            given = [v for k, v in bound.items() if k not in ("self", "where")]
            given = [x for v in given for x in (v if isinstance(v, tuple) else (v,)) if x is not None]
            subject, given = (getattr(self, "subject", self.d.name), given) if schedule is not self else \
                (given[0], given[1:])
            schedule.words.append(f"{subject}.{word.__name__}({', '.join(str(v) for v in given)})")
        return result
    return say
