"""Split tail strategies: what a split does where its factor does not divide its loop's extent.

`f.split(x, xo, xi, 8, RoundUp)` names one of Halide's strategies (`TailStrategy.RoundUp` is
read too); without one, `Auto` chooses as Halide's does for a pure definition:
- ShiftInwards: the last tile is shifted inward to end at the loop's end, recomputing points
  of the tile before it; it needs the loop to have at least `factor` iterations (checked).
- RoundUp: the split loops run `ceil(extent / factor) * factor` points.  Of a func's dimension
  (or of the outer loop of such a split) that grows the region the func is computed over and
  stored in to a multiple of the factors (its producers then cover the larger region); of an
  output, whose region is the caller's buffer, the dimension must be such a multiple (checked
  when the call binds its sizes).  Of an inner loop, the factor must divide its extent.
- GuardWithIf: the split loops round up and an `if` skips the points past the loop's end: no
  point is computed twice nor outside, at the cost of a test (Halide's default for updates).
- Predicate: as GuardWithIf in irc's C (gcc masks a vector loop's guarded lanes itself).
`Auto` is ShiftInwards where the loop's extent is a region's or a constant, and RoundUp where
an earlier split already takes care of the overshoot (its shift clamps it, or its guard skips
it); in an update or a GPU launch every split is GuardWithIf.
"""
from __future__ import annotations

import math

TAILS = ("Auto", "RoundUp", "GuardWithIf", "ShiftInwards", "Predicate")
OVERSHOOTS = ("RoundUp", "ShiftInwards")       # the strategies that may compute a point twice or past the region

# What a loop's points past its extent would be, as the splits so far leave it:
EXACT = "exact"          # a func's dimension, or the outer loop of a RoundUp split of one: its extent is the region's / m
CONSTANT = "constant"    # an inner loop: a constant extent, which a RoundUp split must divide
CLAMPED = "clamped"      # below the outer loop of a shifted split, or a fuse: the shift (clamp) pulls points back
GUARDED = "guarded"      # below the outer loop of a guarded split: its `if` skips points past the end


def checked_tail(given, func: str, var: str, factor: int, inner_of: int | None, accumulates: bool) -> str:
    """The strategy a split of loop `var` names (`RoundUp`, `TailStrategy.RoundUp`; None: Auto),
    or ValueError saying why it cannot hold: `inner_of` is the factor of the split whose inner
    loop `var` is, `accumulates` says the loop is an update's or a sum's."""
    if given is None:
        return "Auto"
    tail = str(given).removeprefix("TailStrategy.")
    if tail not in TAILS:
        raise ValueError(f"unknown tail strategy '{given}'; the strategies are {', '.join(TAILS)}")
    if tail in OVERSHOOTS and accumulates:
        raise ValueError(f"{tail} would compute points of '{func}' twice or past its region, which an update "
                         f"(or a sum) would add twice; split '{var}' with GuardWithIf (the default here)")
    if tail == "RoundUp" and inner_of is not None and inner_of % factor:
        raise ValueError(f"RoundUp of '{var}' by {factor} would run past its {inner_of} iterations into the "
                         f"next tile; split it by a divisor of {inner_of}, or use GuardWithIf")
    return tail


class TailPlan:
    """The strategy each split of a func's nest takes, and how far its region must round up.

    `roots` are the nest's loops before any split (the func's dimensions, or an update's loops);
    `guarded` makes every split GuardWithIf.  `tails[i]` is the strategy of `splits[i]` (None for
    a Fuse), `guards[i]` whether it needs its `if` (a loop whose points past its end an earlier
    split clamps or guards needs none, nor a constant one the factor divides); `multiples[root]`
    is the multiple of which the root's extent must be for no RoundUp split to run past it, and
    `least[root]` the fewest points its ShiftInwards splits need (a whole tile to shift)."""

    def __init__(self, splits, roots, guarded: bool = False):
        self.state = {r: (EXACT, 1) for r in roots}     # loop -> (kind, multiple if exact, extent if constant)
        self.multiples = {r: 1 for r in roots}
        self.least = {r: 1 for r in roots}
        self.roots_of = {r: r for r in roots}          # an exact loop -> the dimension it divides
        self.guards: list[bool] = []
        self.tails = [self._split(s, guarded) if hasattr(s, "factor") else self._fuse(s) for s in splits]

    def _split(self, s, guarded: bool) -> str:
        kind, n = self.state.pop(s.var, (CONSTANT, 0))
        tail = "GuardWithIf" if guarded or s.tail == "Predicate" else s.tail
        if tail == "Auto":
            tail = "RoundUp" if kind in (CLAMPED, GUARDED) else "ShiftInwards"
        self.guards.append(tail == "GuardWithIf" and (kind == EXACT or (kind == CONSTANT and n % s.factor != 0)))
        if tail == "GuardWithIf" and kind == CONSTANT and n % s.factor == 0:     # no guard: the loops exact
            self.state[s.outer], self.state[s.inner] = (CONSTANT, n // s.factor), (CONSTANT, s.factor)
        elif tail == "GuardWithIf":      # past its end the outer loop meets this guard; the inner, the next tile
            self.state[s.outer], self.state[s.inner] = (GUARDED, 0), (CONSTANT, s.factor)
        elif tail == "ShiftInwards":
            if kind == EXACT:               # the region holds n points per iteration of this loop
                root = self.roots_of[s.var]
                self.least[root] = max(self.least[root], n * s.factor)
            self.state[s.outer], self.state[s.inner] = (CLAMPED, 0), (CONSTANT, s.factor)
        elif kind == EXACT:                 # RoundUp of a region's dimension: the region rounds up
            root = self.roots_of[s.var]
            self.multiples[root] = math.lcm(self.multiples[root], n * s.factor)
            self.state[s.outer], self.state[s.inner] = (EXACT, n * s.factor), (CONSTANT, s.factor)
            self.roots_of[s.outer] = root
        elif kind == CONSTANT:              # a divisor of its extent (schedule words check)
            self.state[s.outer], self.state[s.inner] = (CONSTANT, n // s.factor), (CONSTANT, s.factor)
        else:                               # clamped or guarded below
            self.state[s.outer] = self.state[s.inner] = (kind, 0)
        return tail

    def _fuse(self, f) -> None:
        kinds = {self.state.pop(f.outer, (CONSTANT, 0))[0], self.state.pop(f.inner, (CONSTANT, 0))[0]}
        self.state[f.fused] = (GUARDED if GUARDED in kinds else CLAMPED, 0)    # fuse clamps its two loops
        self.guards.append(False)
        return None


def region_multiples(schedule, args) -> dict[str, int]:
    """The multiple each dimension of a func's region rounds up to under its schedule (a
    FuncSchedule) and every specialization of it: a multiple of each version's RoundUp factors."""
    plans = _plans(schedule, args)
    return {a: math.lcm(*(p.multiples[a] for p in plans)) for a in args}


def region_least(schedule, args) -> dict[str, int]:
    """The fewest points each dimension of a func's region must hold for its ShiftInwards splits
    (of every specialization) to shift a whole tile: a region its readers need smaller grows to
    that, as Halide's does (`f.compute_at(g, x).vectorize(x, 4)` computes 4 columns of f)."""
    plans = _plans(schedule, args)
    return {a: max(p.least[a] for p in plans) for a in args}


def _plans(schedule, args) -> list[TailPlan]:
    """The tail plans of a func's schedule and of each of its specializations."""
    return [TailPlan(v.splits, args) for v in [schedule] + [v for _, v in schedule.specializations]]
