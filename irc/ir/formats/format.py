"""Formats as levels (Chou et al. 2018): a tensor of order n is n levels (levels.py: dense,
compressed, singleton, ell), stored in a mode order.  Level k stores dimension `order[k]`; CSC
is CSR's levels over the transposed order (1, 0).

The lowering asks a level what it has and can do (`Format.levels[k].full`, `Format.level(k).unique`),
never its name: a level's name is read here, through `LEVEL_KINDS`, and nowhere else, and a new
named format is one more line in `_levels`.  Uniqueness is not stored: it follows from the levels,
as in TACO's COO, where a compressed level followed by a singleton holds one position per entry
(its coordinates repeat) and only the last singleton is unique.
"""
from __future__ import annotations

from dataclasses import dataclass

from ...diagnostics import UsageError
from .ell import Ell
from .levels import Compressed, Dense, LevelKind, Singleton

LEVEL_KINDS = {kind.name: kind for kind in (Dense(), Compressed(), Singleton(), Ell())}
LEVELS = tuple(LEVEL_KINDS)


@dataclass(frozen=True, slots=True)
class Level:
    """One level in its place: its kind (whose capabilities it answers for), the dimension it
    stores, and whether its coordinates are unique (not when a branchless level follows)."""
    kind: LevelKind
    mode: int
    unique: bool

    def __getattr__(self, capability: str):
        return getattr(self.kind, capability)


@dataclass(frozen=True, slots=True)
class Format:
    """The levels of a tensor (level objects; made from names or objects) and the mode order they
    store its dimensions in; a Format is checked when it is made, so a lowering never meets an
    impossible one."""
    levels: tuple[LevelKind, ...]
    order: tuple[int, ...]

    def __post_init__(self):
        object.__setattr__(self, "levels", _level_kinds(self.levels))
        _check_permutation(self.order, len(self.levels))
        _check_parents(self)

    @property
    def ndim(self) -> int:
        return len(self.levels)

    def level(self, k: int) -> Level:
        """Level k in its place; a level is unique unless a branchless level follows it."""
        after = self.levels[k + 1] if k + 1 < self.ndim else None
        return Level(self.levels[k], self.order[k], unique=after is None or not after.branchless)

    def chain(self, k: int) -> range:
        """Level k and the branchless levels right under it, which hold one coordinate each per
        position of level k (COO's tuples): the levels whose order is checked together."""
        end = k + 1
        while end < self.ndim and self.levels[end].branchless:
            end += 1
        return range(k, end)

    @property
    def name(self) -> str | None:
        """The name this format has in `NAMED` (None for one only a tuple of levels describes)."""
        return next((n for n in NAMED if _named(n, self.ndim) == self), None)

    def __str__(self) -> str:
        if self.name is not None:
            return self.name
        text = "(" + ", ".join(map(str, self.levels)) + ")"
        return text if self.order == tuple(range(self.ndim)) else f"{text} order {self.order}"


def _levels(name: str, ndim: int) -> tuple[str, ...] | None:
    """The levels of a named format for `ndim` dimensions (None when it has no such order)."""
    if name == "dense":
        return ("dense",) * ndim
    if name == "csf":
        return ("compressed",) * ndim
    if name == "coo":
        return ("compressed",) + ("singleton",) * (ndim - 1) if ndim >= 1 else None
    if name == "ell":
        return ("dense",) * (ndim - 1) + ("ell",) if ndim >= 1 else None
    two = {"csr": ("dense", "compressed"), "csc": ("dense", "compressed"),
           "dcsr": ("compressed", "compressed")}
    return two[name] if ndim == 2 else None


NAMED = ("dense", "csr", "csc", "dcsr", "coo", "csf", "ell")
TRANSPOSED = ("csc",)          # named formats stored in the reversed mode order


def _named(name: str, ndim: int) -> Format | None:
    levels = _levels(name, ndim)
    if levels is None:
        return None
    order = tuple(range(ndim))
    return Format(levels, order[::-1] if name in TRANSPOSED else order)


def format_named(spec, ndim: int, order=None) -> Format:
    """The format `spec` names for a tensor of `ndim` dimensions: a name in `NAMED`, a tuple of
    level names (one per dimension), or a Format.  `order` (a permutation) replaces the mode
    order the name implies: ("csf", 3, order=(2, 0, 1)) stores dimension 2 first."""
    if isinstance(spec, Format):
        fmt = spec
    elif isinstance(spec, str):
        fmt = _from_name(spec, ndim)
    elif isinstance(spec, (tuple, list)):
        fmt = Format(tuple(spec), tuple(range(len(spec))))
    else:
        raise UsageError(f"a sparse format is a name or a tuple of level names, not {type(spec).__name__}: "
                         f"{_choices()}")
    if fmt.ndim != ndim:
        raise UsageError(f"format {fmt} has {fmt.ndim} levels; the tensor has {ndim} dimensions "
                         f"(one level per dimension)")
    return fmt if order is None else Format(fmt.levels, _ints(order))


def _from_name(name: str, ndim: int) -> Format:
    if name not in NAMED:
        raise UsageError(f"unknown sparse format '{name}': {_choices()}")
    fmt = _named(name, ndim)
    if fmt is None:
        raise UsageError(f"format {name} has no form of {ndim} dimensions (csr, csc and dcsr have 2): "
                         f"use csf, dense, coo or a tuple of {ndim} level names")
    return fmt


def _level_kinds(levels: tuple) -> tuple[LevelKind, ...]:
    """The level objects of `levels`, each a level object or a name in `LEVEL_KINDS`."""
    bad = [s for s in levels if not isinstance(s, LevelKind) and s not in LEVELS]
    if bad:
        raise UsageError(f"unknown level format '{bad[0]}' in {levels}: the levels are {', '.join(LEVELS)}")
    return tuple(s if isinstance(s, LevelKind) else LEVEL_KINDS[s] for s in levels)


def _ints(order) -> tuple[int, ...]:
    try:
        return tuple(int(m) for m in order)
    except (TypeError, ValueError):
        raise UsageError(f"a mode order is a tuple of dimensions, not {order!r}") from None


def _check_permutation(order: tuple[int, ...], ndim: int) -> None:
    if sorted(order) != list(range(ndim)):
        raise UsageError(f"mode order {order} is not a permutation of the {ndim} dimensions "
                         f"{tuple(range(ndim))}")


def _check_parents(fmt: Format) -> None:
    """A branchless (singleton) level has one child per parent position, so its parent must be a
    level whose coordinates may repeat (compressed or singleton: a dense parent would need an
    entry in every row, an ell one in every slot)."""
    for k, level in enumerate(fmt.levels):
        if level.branchless and (k == 0 or not fmt.levels[k - 1].may_repeat):
            where = "the first level" if k == 0 else f"level {k}, after {_a(fmt.levels[k - 1])} level,"
            raise UsageError(f"format {fmt}: {where} cannot be {level}: a {level} level follows a "
                             f"compressed or singleton level, as in coo (compressed, singleton)")


def _a(level: LevelKind) -> str:
    return f"{'an' if str(level)[0] in 'aeiou' else 'a'} {level}"


def _choices() -> str:
    return f"the formats are {', '.join(NAMED)}, or a tuple of level names ({', '.join(LEVELS)})"
