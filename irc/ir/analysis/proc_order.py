"""A proc's order: every statement's schedule as an isl map to one shared space of named
dimensions, outer first (the statements' instances run in the lexicographic order of their
images), and the distances of the dependences in it.  The words that change it are in
reschedule.py, the rules for vars in live_ranges.py.

`original` is the proc's own order: the 2d+1 schedule without the position dimensions that are
the same for every statement: jacobi1d's `[t, i]`; jacobi2d's `[t, c2, i, j]`, `c2` the place of
each nest in the time loop.
"""
from __future__ import annotations

from dataclasses import dataclass, replace

import islpy as isl

from ...diagnostics import CompileError
from .deps import Dependence, Deps, component
from .polyhedral import Scop

_OUT = isl.dim_type.out


@dataclass(frozen=True, eq=False)
class ProcOrder:
    scop: Scop
    names: tuple[str, ...]
    maps: tuple[isl.Map, ...]             # per statement of scop, in its order: domain -> [names]
    parallel: tuple[str, ...] = ()
    tiles: tuple[str, ...] = ()           # the tile loops when the last word was a tile, for wavefront
    # (a parallel loop, a var each of its iterations has a copy of, the statements of the loops
    # of that dimension it holds for: () for all)
    private: tuple[tuple[str, str, tuple[str, ...]], ...] = ()
    nests: tuple[tuple[str, tuple[str, ...]], ...] = ()   # (a dimension, the statements whose loops of it are parallel)
    aliases: tuple[tuple[str, str], ...] = ()     # (a loop's variable, the dimension it names)
    notes: tuple[str, ...] = ()           # what a word left undone and why, for the compile output
    small: ProcOrder | None = None        # autotile's order where the `reused` arrays fit in the level-2 cache
    reused: tuple[str, ...] = ()          # the arrays whose reuse tiles keep in the cache (autotile.reused_arrays)
    written: bool = False                 # the proc's own order, written as its text is (isl_codegen)
    choices: tuple[str, ...] = ()         # what autotile chose and why (`irc compile --emit stats`)

    def map_of(self, statement: str) -> isl.Map:
        return self.maps[[s.name for s in self.scop.statements].index(statement)]

    def union(self) -> isl.UnionMap:
        return self.scop.union(self.maps)


def original(scop: Scop) -> ProcOrder:
    """The proc's own order: the 2d+1 schedules without the dimensions fixed to one value for all.
    A loop whose dimension is named otherwise (fdtd2d's `i` shares depth 2 with another
    statement's `j`: `c3`) names it too, when the loop's variable is used at that depth only."""
    names = _loop_names(scop)
    order = without_fixed(scop, [s.schedule for s in scop.statements], names)
    depths: dict[str, set[int]] = {}
    for loop in scop.loops:
        depths.setdefault(loop.var, set()).add(loop.depth)
    # a loop whose body holds no statement (`for s in 0 .. N { }`) has no dimension
    dims = {v: names[2 * min(d) + 1] for v, d in depths.items() if len(d) == 1 and 2 * min(d) + 1 < len(names)}
    return replace(order, aliases=tuple((v, dim) for v, dim in dims.items()
                                        if v not in order.names and dim in order.names))


def without_fixed(scop: Scop, maps: list[isl.Map], names: list[str]) -> ProcOrder:
    """`maps` (one range space, dimensions `names`) without the dimensions every statement has at
    the same constant: they order nothing."""
    n = maps[0].dim(_OUT) if maps else 0
    live = [m for m in maps if not m.is_empty()] or maps      # a statement that never runs orders nothing
    fixed = [k for k in range(n) if len({_fixed(m, k) for m in live}) == 1 and _fixed(live[0], k) is not None]
    for k in reversed(fixed):
        maps = [m.project_out(_OUT, k, 1) for m in maps]
    names = [x for k, x in enumerate(names) if k not in fixed]
    return ProcOrder(scop, tuple(names), tuple(m.coalesce() for m in maps))


def _fixed(m: isl.Map, k: int) -> int | None:
    v = m.plain_get_val_if_fixed(_OUT, k)
    return None if v.is_nan() else v.to_python()


def _loop_names(scop: Scop) -> list[str]:
    """The 2d+1 dimensions' names: a loop dimension after the statements' loop at its depth where
    they agree, any other `c<position>` (made unlike every size, loop and other name)."""
    n = scop.statements[0].schedule.dim(_OUT) if scop.statements else 0
    names: list[str] = []
    for k in range(n):
        agreed = {scop.loops[s.loops[k // 2]].var for s in scop.statements if k % 2 and len(s.loops) > k // 2}
        name = agreed.pop() if len(agreed) == 1 else None
        names.append(name if name is not None and name not in names else fresh(scop, f"c{k}", names))
    return names


def fresh(scop: Scop, name: str, taken) -> str:
    """`name`, or `name_`, ... unlike the sizes, the loops, the arrays and vars (gemver's array
    `w` is not a wavefront's loop) and `taken`."""
    used = set(scop.params) | {loop.var for loop in scop.loops} | _arrays(scop) | set(taken)
    while name in used:
        name += "_"
    return name


def position(order: ProcOrder, word, name: str, arg: int) -> int:
    name = dict(order.aliases).get(name, name) if name not in order.names else name
    if name not in order.names:
        at = word.arg_spans[arg] if len(word.arg_spans) > arg else word.span
        why = ("; the loops of different statements at one depth are one dimension, named c<position> when "
               "their names differ" if name in {loop.var for loop in order.scop.loops} else "")
        raise CompileError(f"{word.text()}: no loop '{name}' in the order ({', '.join(order.names)}){why}",
                           at or word.span)
    return order.names.index(name)


def identity(order: ProcOrder) -> list[str]:
    return [f"x{k}" for k in range(len(order.names))]


def remap(order: ProcOrder, exprs: list[str], names) -> ProcOrder:
    """Every statement's schedule followed by [x0, ..] -> [exprs] (isl syntax over x0, x1, ...)."""
    xs = ", ".join(identity(order))
    change = isl.Map(f"[{', '.join(order.scop.params)}] -> {{ [{xs}] -> [{', '.join(exprs)}] }}",
                     context=order.scop.context.get_ctx())
    return replace(order, names=tuple(names), maps=tuple(m.apply_range(change).coalesce() for m in order.maps),
                   tiles=(), written=False)


def plus(a: str, f: int, b: str) -> str:
    """`a + f*b` in isl's syntax."""
    return f"{a} {'+' if f > 0 else '-'} {abs(f)}*{b}"


def _arrays(scop: Scop) -> set[str]:
    return {a.buffer for s in scop.statements for a in (s.write, *s.reads)} | {a.buffer for a in scop.locals}


def new_name(order: ProcOrder, name: str, taken) -> str:
    """`name` for a new dimension, unless a dimension, a size or an array has it."""
    clash = name in taken or name in order.scop.params or name in _arrays(order.scop)
    return fresh(order.scop, name, taken) if clash else name


def all_deltas(order: ProcOrder, deps: Deps) -> isl.Set:
    """The distances of every dependence in the order, as one set."""
    schedule = order.union()
    found = deps.relation.apply_domain(schedule).apply_range(schedule).deltas()
    return isl.Set.from_union_set(found) if not found.is_empty() else isl.Set.empty(
        isl.Space.set_alloc(order.scop.context.get_ctx(), 0, len(order.names)))


def deltas(order: ProcOrder, d: Dependence) -> isl.Set:
    """The dependence's distances in the order: sink's image minus source's, per dimension."""
    return d.relation.apply_domain(order.map_of(d.source)).apply_range(order.map_of(d.sink)).deltas()


def ends(d: Dependence) -> str:
    return f"{d.source} (line {d.source_line}) -> {d.sink} (line {d.sink_line}) via {d.access}"


def distance(d: Dependence, order: ProcOrder) -> str:
    found = deltas(order, d).project_out_all_params()
    parts = [component(_bound(found.dim_min_val(k)), _bound(found.dim_max_val(k))) for k in range(len(order.names))]
    return f"({', '.join(parts)})"


def _bound(v: isl.Val) -> int | None:
    return None if v.is_infty() or v.is_neginfty() else v.to_python()
