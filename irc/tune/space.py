"""What every space of `irc tune` shares: a point is one option of each of its choices, drawn
(`sample`), changed in one choice (`mutate`), listed whole where the space is small
(`points`), and described by numbers for the cost model (`encode`).  A space per kind of
program (pipelines.py, procs.py, gpu.py) says what its choices are and spells a point as a
schedule (`build`), and which target measures it (`target`)."""
from __future__ import annotations

import itertools
import math
import random
from dataclasses import dataclass


@dataclass(frozen=True)
class Choice:
    """One decision of a schedule: its name (`blurx.place`) and the options it takes."""
    name: str
    options: tuple


class Space:
    """The choices of a program's schedules; a subclass derives them and builds a point."""
    choices: list[Choice]
    target = "c"

    def sample(self, rng: random.Random) -> dict:
        """A point of the space drawn by `rng`: an option of each choice."""
        return {c.name: rng.choice(c.options) for c in self.choices}

    def mutate(self, point: dict, rng: random.Random) -> dict:
        """`point` with one of its choices (of more than one option) set to another option."""
        open_choices = [c for c in self.choices if len(c.options) > 1]
        if not open_choices:
            return dict(point)
        choice = rng.choice(open_choices)
        return point | {choice.name: rng.choice([o for o in choice.options if o != point[choice.name]])}

    def size(self) -> int:
        return math.prod(len(c.options) for c in self.choices)

    def points(self):
        """Every point, in the order of the choices' options."""
        names = [c.name for c in self.choices]
        for options in itertools.product(*(c.options for c in self.choices)):
            yield dict(zip(names, options))

    def encode(self, point: dict) -> list[float]:
        """The point as numbers: per choice, log2 of a number (0 for None or False), the log2 of
        each member of a tuple, or one-hot over options that are words."""
        values: list[float] = []
        for c in self.choices:
            values += _encoded(c, point[c.name])
        return values

    def starts(self) -> list[dict]:
        """Points a guided search measures before any other (rules of thumb; none by default)."""
        return []

    def build(self, point: dict):
        """The schedule `point` spells (its `str` is the text of a block's words)."""
        raise NotImplementedError


def _encoded(choice: Choice, option) -> list[float]:
    if any(isinstance(o, str) for o in choice.options):
        return [float(option == o) for o in choice.options]
    width = max((len(o) for o in choice.options if isinstance(o, tuple)), default=0)
    if width:
        members = option if isinstance(option, tuple) else ()
        return [math.log2(m) if m else 0.0 for m in members] + [0.0] * (width - len(members))
    return [math.log2(option) if option and option is not True else float(bool(option))]
