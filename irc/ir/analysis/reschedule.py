"""A proc's schedule as isl maps, and the words that change it, each checked on the dependences.

A `ProcOrder` gives every statement of a SCoP a schedule: a map from its iteration domain to
one shared space of named dimensions, outer first; the statements' instances run in the
lexicographic order of their images (isl's AST builder scans them: passes/loops/isl_codegen.py).
It starts as the proc's own order, the 2d+1 schedule without the position dimensions that are
the same for every statement: jacobi1d's `[t, i]`; jacobi2d's `[t, c2, i, j]`, `c2` the place
of each nest in the time loop.

Words are changes of that space, the same for every statement (a statement without the loop
has the padding value 0 there):
- `skew(a, b, f)`: a := a + f*b;  `interchange(a, b)`: the two dimensions swap places;
- `tile(a, b, fa, fb)` (and three loops): adjacent dimensions a, b become ao, bo, ai, bi with
  ao = floor(a / fa) and ai = a - fa*ao (Halide's names and meaning);
- `parallel(a)`: the loop runs its iterations in parallel (OpenMP);
- `wavefront()`: after a tile, the first tile loop becomes w = ao + bo: the tiles of one
  anti-diagonal of the first two tile loops run in parallel (bo is a parallel loop; a third
  tile loop runs inside it, serially), as Pluto's pipelined parallelism does: summing every tile
  loop would find more parallelism than two cores use, at a cost in isl's code generation that
  grows fast (heat3d's four tile loops: 1 s instead of 0.1 s).

A word is legal when every dependence still runs its source first: the sink's image minus the
source's is lexicographically positive (exact, by isl, over every size); `parallel(a)` when no
dependence is carried at a.  A refusal names the first dependence broken (deps.Dependence) with
its distance in the new order, and, where one exists, a skew that makes the word legal.
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
    aliases: tuple[tuple[str, str], ...] = ()     # (a loop's variable, the dimension it names)
    notes: tuple[str, ...] = ()           # what a word left undone and why, for the compile output

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
    dims = {v: names[2 * min(d) + 1] for v, d in depths.items() if len(d) == 1}
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
    """`name`, or `name_`, ... unlike the sizes, the loops and `taken`."""
    used = set(scop.params) | {loop.var for loop in scop.loops} | set(taken)
    while name in used:
        name += "_"
    return name


# ----------------------------------------------------------------------------- the words
def skew(order: ProcOrder, deps: Deps, word, a: str, b: str, f: int) -> ProcOrder:
    pa, pb = position(order, word, a, 0), position(order, word, b, 1)
    if pa == pb:
        raise CompileError(f"{word.text()} skews a loop by itself; skew(a, b, f) is a := a + f*b", word.span)
    exprs = _identity(order)
    exprs[pa] = _plus(exprs[pa], f, exprs[pb])
    return legal(remap(order, exprs, order.names), deps, word)


def interchange(order: ProcOrder, deps: Deps, word, a: str, b: str) -> ProcOrder:
    pa, pb = position(order, word, a, 0), position(order, word, b, 1)
    exprs, names = _identity(order), list(order.names)
    exprs[pa], exprs[pb] = exprs[pb], exprs[pa]
    names[pa], names[pb] = names[pb], names[pa]
    return legal(remap(order, exprs, names), deps, word)


def tile(order: ProcOrder, deps: Deps, word, loops: tuple[str, ...], factors: tuple[int, ...]) -> ProcOrder:
    """Legal when the loops are a permutable band: every dependence they carry (zero distance
    on the loops outside) has a non-negative distance on each of them (the seed's "tileable").
    Then a dependence either moves to a later tile (its tile coordinates are no smaller, one is
    larger) or stays in one tile in the order it had: no check of the tiled order is needed."""
    new = tiled(order, word, loops, factors)
    dims = tuple(order.names[position(order, word, x, k)] for k, x in enumerate(loops))
    start = order.names.index(dims[0])
    bad = negative_in_band(order, deps, start, start + len(dims))
    if bad is not None:
        raise CompileError(f"{word.text()} needs a permutable band: every dependence not carried outside the "
                           f"tile non-negative on ({', '.join(dims)}); the {bad.kind} dependence {_ends(bad)} "
                           f"has distance {_distance(bad, order)} over ({', '.join(order.names)})"
                           + _tiling_hint(order, deps, dims), word.span)
    return new


def negative_in_band(order: ProcOrder, deps: Deps, start: int, end: int) -> Dependence | None:
    """The first dependence not carried before `start` with a negative distance on a dimension
    of start .. end - 1."""
    minus_one = isl.Val.int_from_si(order.scop.context.get_ctx(), -1)

    def negative(live: isl.Set) -> bool:
        for k in range(start):
            live = live.fix_dim_si(k, 0)
        return any(not live.upper_bound_val(isl.dim_type.set, k, minus_one).is_empty() for k in range(start, end))
    if not negative(_all_deltas(order, deps)):
        return None
    return next((d for d in deps.dependences if negative(_deltas(order, d))), None)


def tiled(order: ProcOrder, word, loops: tuple[str, ...], factors: tuple[int, ...]) -> ProcOrder:
    """The order with adjacent `loops` tiled by `factors` (unchecked)."""
    at = [position(order, word, x, k) for k, x in enumerate(loops)]
    if at != list(range(at[0], at[0] + len(at))):
        raise CompileError(f"{word.text()}: the loops of a tile are adjacent, outer first; the order is "
                           f"({', '.join(order.names)})", word.span)
    exprs = _identity(order)
    outer = [f"floor(({exprs[p]}) / {f})" for p, f in zip(at, factors)]
    inner = [f"{exprs[p]} - {f} * floor(({exprs[p]}) / {f})" for p, f in zip(at, factors)]
    taken = [x for k, x in enumerate(order.names) if k not in at]
    outer_names = [_new_name(order, x + "o", taken) for x in loops]
    inner_names = [_new_name(order, x + "i", taken + outer_names) for x in loops]
    s, e = at[0], at[-1] + 1
    names = list(order.names[:s]) + outer_names + inner_names + list(order.names[e:])
    new = remap(order, exprs[:s] + outer + inner + exprs[e:], names)
    return replace(new, tiles=tuple(outer_names))


def parallel(order: ProcOrder, deps: Deps, word, a: str) -> ProcOrder:
    p = position(order, word, a, 0)
    bad = carried(order, deps, p)
    if bad is not None:
        free = [x for k, x in enumerate(order.names) if carried(order, deps, k) is None]
        hint = f"; parallel here: {', '.join(free)}" if free else ""
        raise CompileError(f"{word.text()} would run the iterations of {a} in parallel, but the {bad.kind} dependence "
                           f"{_ends(bad)}, at distance {_distance(bad, order)} over ({', '.join(order.names)}), is "
                           f"carried by {a}{hint}", word.span)
    return replace(order, parallel=order.parallel + (order.names[p],))


def wavefront(order: ProcOrder, deps: Deps, word) -> ProcOrder:
    """Right after a legal tile, legal by construction: a dependence's tile coordinates do not
    decrease, so w = ao + bo grows unless both stay, and two tiles of one w with different bo
    have none between them."""
    if len(order.tiles) < 2:
        raise CompileError("wavefront() runs the tiles of a tile(...) on anti-diagonals in parallel: it comes "
                           "right after a tile of two or three loops", word.span)
    at = [order.names.index(x) for x in order.tiles[:2]]
    exprs = _identity(order)
    exprs[at[0]] = f"{exprs[at[0]]} + {exprs[at[1]]}"
    names = list(order.names)
    names[at[0]] = _new_name(order, "w", order.names)
    return replace(remap(order, exprs, names), parallel=order.parallel + (names[at[1]],))


# ----------------------------------------------------------------------------- legality
def legal(order: ProcOrder, deps: Deps, word) -> ProcOrder:
    bad = broken(order, deps)
    if bad is not None:
        raise CompileError(refusal(word, bad, order), word.span)
    return order


def broken(order: ProcOrder, deps: Deps) -> Dependence | None:
    """The first dependence whose sink would not run after its source (all of them checked as
    one relation first: the common case, a legal word, costs one isl operation)."""
    backward = _lex_nonpositive(order)
    if _all_deltas(order, deps).intersect(backward).is_empty():
        return None
    return next((d for d in deps.dependences if not _deltas(order, d).intersect(backward).is_empty()), None)


def carried(order: ProcOrder, deps: Deps, p: int) -> Dependence | None:
    """The first dependence carried at dimension p: zero distance outside it, non-zero at it."""
    one = isl.Val.int_from_si(order.scop.context.get_ctx(), 1)

    def carries(live: isl.Set) -> bool:
        for k in range(p):
            live = live.fix_dim_si(k, 0)
        return not (live.lower_bound_val(isl.dim_type.set, p, one).is_empty()
                    and live.upper_bound_val(isl.dim_type.set, p, -one).is_empty())
    if not carries(_all_deltas(order, deps)):
        return None
    return next((d for d in deps.dependences if carries(_deltas(order, d))), None)


def _all_deltas(order: ProcOrder, deps: Deps) -> isl.Set:
    """The distances of every dependence in the order, as one set."""
    schedule = order.union()
    deltas = deps.relation.apply_domain(schedule).apply_range(schedule).deltas()
    return isl.Set.from_union_set(deltas) if not deltas.is_empty() else isl.Set.empty(
        isl.Space.set_alloc(order.scop.context.get_ctx(), 0, len(order.names)))


def _deltas(order: ProcOrder, d: Dependence) -> isl.Set:
    """The dependence's distances in the order: sink's image minus source's, per dimension."""
    return d.relation.apply_domain(order.map_of(d.source)).apply_range(order.map_of(d.sink)).deltas()


def _lex_nonpositive(order: ProcOrder) -> isl.Set:
    """The distances of a sink that would not run after its source: zero, or a first non-zero
    component that is negative."""
    xs = _identity(order)
    cases = [" and ".join([f"{x} = 0" for x in xs[:k]] + [f"{xs[k]} <= -1"]) for k in range(len(xs))]
    cases.append(" and ".join(f"{x} = 0" for x in xs) or "true")
    return isl.Set(f"[{', '.join(order.scop.params)}] -> {{ [{', '.join(xs)}] : {' or '.join(cases)} }}",
                   context=order.scop.context.get_ctx())


def refusal(word, d: Dependence, order: ProcOrder) -> str:
    return (f"{word.text()} would break the {d.kind} dependence {_ends(d)}: its distance "
            f"({', '.join(d.vector)}) over ({', '.join(d.loops)}) would be {_distance(d, order)} over "
            f"({', '.join(order.names)}): the sink would not run after its source")


def _ends(d: Dependence) -> str:
    return f"{d.source} (line {d.source_line}) -> {d.sink} (line {d.sink_line}) via {d.access}"


def _distance(d: Dependence, order: ProcOrder) -> str:
    deltas = _deltas(order, d).project_out_all_params()
    parts = [component(_bound(deltas.dim_min_val(k)), _bound(deltas.dim_max_val(k))) for k in range(len(order.names))]
    return f"({', '.join(parts)})"


def _bound(v: isl.Val) -> int | None:
    return None if v.is_infty() or v.is_neginfty() else v.to_python()


def _tiling_hint(order: ProcOrder, deps: Deps, loops) -> str:
    """One or two skews of tiled loops by outer ones (factors 1 to 3) after which the loops are
    a permutable band, the fewest and smallest first."""
    start = order.names.index(loops[0])
    pairs = [(inner, outer) for k, inner in enumerate(loops[1:], 1) for outer in loops[:k]]
    singles = [((x, y, f),) for x, y in pairs for f in (1, 2, 3)]
    for skews in singles + [a + b for a in singles for b in singles if a[0][:2] != b[0][:2]]:
        skewed = order
        for inner, outer, f in skews:
            exprs = _identity(skewed)
            exprs[skewed.names.index(inner)] = _plus(exprs[skewed.names.index(inner)], f,
                                                     exprs[skewed.names.index(outer)])
            skewed = remap(skewed, exprs, skewed.names)
        if broken(skewed, deps) is None and negative_in_band(skewed, deps, start, start + len(loops)) is None:
            return f"; {'.'.join(f'skew({x}, {y}, {f})' for x, y, f in skews)} first makes it tileable"
    return ""


# ----------------------------------------------------------------------------- the space
def position(order: ProcOrder, word, name: str, arg: int) -> int:
    name = dict(order.aliases).get(name, name) if name not in order.names else name
    if name not in order.names:
        at = word.arg_spans[arg] if len(word.arg_spans) > arg else word.span
        why = (f"; the loops of different statements at one depth are one dimension, named c<position> when "
               f"their names differ" if name in {loop.var for loop in order.scop.loops} else "")
        raise CompileError(f"{word.text()}: no loop '{name}' in the order ({', '.join(order.names)}){why}",
                           at or word.span)
    return order.names.index(name)


def _identity(order: ProcOrder) -> list[str]:
    return [f"x{k}" for k in range(len(order.names))]


def remap(order: ProcOrder, exprs: list[str], names) -> ProcOrder:
    """Every statement's schedule followed by [x0, ..] -> [exprs] (isl syntax over x0, x1, ...)."""
    xs = ", ".join(_identity(order))
    change = isl.Map(f"[{', '.join(order.scop.params)}] -> {{ [{xs}] -> [{', '.join(exprs)}] }}",
                     context=order.scop.context.get_ctx())
    return replace(order, names=tuple(names), maps=tuple(m.apply_range(change).coalesce() for m in order.maps),
                   tiles=())


def _plus(a: str, f: int, b: str) -> str:
    """`a + f*b` in isl's syntax."""
    return f"{a} {'+' if f > 0 else '-'} {abs(f)}*{b}"


def _new_name(order: ProcOrder, name: str, taken) -> str:
    return fresh(order.scop, name, taken) if name in taken or name in order.scop.params else name
