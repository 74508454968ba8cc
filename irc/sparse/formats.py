"""Formats as levels (Chou et al. 2018): a tensor of order n is n levels, each dense, compressed
or singleton, stored in a mode order.  Level k stores dimension `order[k]`; CSC is CSR's levels
over the transposed order (1, 0).

The lowering asks a level what it has and can do (`Format.level(k).has_pos`, `.unique`,
`.locate`), never the format's name, so a new named format is one more line in `NAMED`.
Uniqueness is not stored: it follows from the levels, as in TACO's COO, where a compressed level
followed by a singleton holds one position per entry (its coordinates repeat) and only the last
singleton is unique.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..diagnostics import UsageError

LEVELS = ("dense", "compressed", "singleton")


@dataclass(frozen=True, slots=True)
class Level:
    """One level as a lowering sees it: its kind, the dimension it stores, and what follows
    from the kind (which arrays it has, whether its coordinates repeat, random access)."""
    kind: str
    mode: int
    unique: bool
    ordered: bool = True      # irc always stores coordinates sorted within a segment

    @property
    def has_pos(self) -> bool:
        """A compressed level's segments: pos[p] .. pos[p + 1] are the children of position p."""
        return self.kind == "compressed"

    @property
    def has_crd(self) -> bool:
        """Compressed and singleton levels store the coordinate of every position."""
        return self.kind != "dense"

    @property
    def full(self) -> bool:
        """Every coordinate of the dimension has a position (so the level holds no arrays)."""
        return self.kind == "dense"

    @property
    def locate(self) -> bool:
        """A coordinate's position is computed, not searched (only dense levels)."""
        return self.kind == "dense"


@dataclass(frozen=True, slots=True)
class Format:
    """The levels of a tensor and the mode order they store its dimensions in; a Format is
    checked when it is made, so a lowering never meets an impossible one."""
    levels: tuple[str, ...]
    order: tuple[int, ...]

    def __post_init__(self):
        _check_level_names(self.levels)
        _check_permutation(self.order, len(self.levels))
        _check_singletons(self)

    @property
    def ndim(self) -> int:
        return len(self.levels)

    def level(self, k: int) -> Level:
        """Level k with its properties; a level is unique unless a singleton follows it."""
        after = self.levels[k + 1] if k + 1 < self.ndim else None
        return Level(self.levels[k], self.order[k], unique=after != "singleton")

    def chain(self, k: int) -> range:
        """Compressed level k and the singleton levels right under it, which hold one coordinate
        each per position of level k (COO's tuples): the levels whose order is checked together."""
        end = k + 1
        while end < self.ndim and self.levels[end] == "singleton":
            end += 1
        return range(k, end)

    @property
    def name(self) -> str | None:
        """The name this format has in `NAMED` (None for one only a tuple of levels describes)."""
        return next((n for n in NAMED if _named(n, self.ndim) == self), None)

    def __str__(self) -> str:
        if self.name is not None:
            return self.name
        text = "(" + ", ".join(self.levels) + ")"
        return text if self.order == tuple(range(self.ndim)) else f"{text} order {self.order}"


def _levels(name: str, ndim: int) -> tuple[str, ...] | None:
    """The levels of a named format for `ndim` dimensions (None when it has no such order)."""
    if name == "dense":
        return ("dense",) * ndim
    if name == "csf":
        return ("compressed",) * ndim
    if name == "coo":
        return ("compressed",) + ("singleton",) * (ndim - 1) if ndim >= 1 else None
    two = {"csr": ("dense", "compressed"), "csc": ("dense", "compressed"),
           "dcsr": ("compressed", "compressed")}
    return two[name] if ndim == 2 else None


NAMED = ("dense", "csr", "csc", "dcsr", "coo", "csf")
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


def _check_level_names(levels: tuple[str, ...]) -> None:
    bad = [s for s in levels if s not in LEVELS]
    if bad:
        raise UsageError(f"unknown level format '{bad[0]}' in {levels}: the levels are {', '.join(LEVELS)}")


def _ints(order) -> tuple[int, ...]:
    try:
        return tuple(int(m) for m in order)
    except (TypeError, ValueError):
        raise UsageError(f"a mode order is a tuple of dimensions, not {order!r}") from None


def _check_permutation(order: tuple[int, ...], ndim: int) -> None:
    if sorted(order) != list(range(ndim)):
        raise UsageError(f"mode order {order} is not a permutation of the {ndim} dimensions "
                         f"{tuple(range(ndim))}")


def _check_singletons(fmt: Format) -> None:
    """A singleton level has one child per parent position, so its parent must be a compressed
    or singleton level (a dense parent would need an entry in every row)."""
    for k, kind in enumerate(fmt.levels):
        if kind == "singleton" and (k == 0 or fmt.levels[k - 1] == "dense"):
            where = "the first level" if k == 0 else f"level {k}, after a dense level,"
            raise UsageError(f"format {fmt}: {where} cannot be singleton: a singleton level follows a "
                             f"compressed or singleton level, as in coo (compressed, singleton)")


def _choices() -> str:
    return f"the formats are {', '.join(NAMED)}, or a tuple of level names ({', '.join(LEVELS)})"


def pos_array(tensor: str, level: int) -> str:
    """The name generated code gives a level's arrays (`A.pos1`, `A.crd1`, `A.vals`); a compiled
    sparse program takes them by these names."""
    return f"{tensor}.pos{level}"


def crd_array(tensor: str, level: int) -> str:
    return f"{tensor}.crd{level}"


def vals_array(tensor: str) -> str:
    return f"{tensor}.vals"


def count_param(tensor: str, level: int) -> str:
    """The size parameter of a compressed level's positions (`A.n1`, the length of `A.crd1`)."""
    return f"{tensor}.n{level}"
