"""The words that change a proc's order (proc_order.py), each checked on the dependences.

Words are changes of the order's space, the same for every statement (a statement without the
loop has the padding value 0 there):
- `skew(a, b, f)`: a := a + f*b;  `interchange(a, b)`: the two dimensions swap places;
- `tile(a, b, fa, fb)` (and three loops): adjacent dimensions a, b become ao, bo, ai, bi with
  ao = floor(a / fa) and ai = a - fa*ao (Halide's names and meaning);
- `parallel(a)`: the loop runs its iterations in parallel (OpenMP); where `a` names loops of the
  text that share their dimension with sibling nests, those loops alone if need be;
- `wavefront()`: after a tile, the first tile loop becomes w = ao + bo: the tiles of one
  anti-diagonal of the first two tile loops run in parallel (bo is a parallel loop; a third
  tile loop runs inside it, serially), as Pluto's pipelined parallelism does: summing every tile
  loop would find more parallelism than two cores use, at a cost in isl's code generation that
  grows fast (heat3d's four tile loops: 1 s instead of 0.1 s).

A word is legal when every dependence that orders (`Deps.ordering`) still runs its source first:
the sink's image minus the source's is lexicographically positive (exact, by isl, over every
size), and no two live ranges of a var interleave (live_ranges.py); `parallel(a)` when no such
dependence is carried at a and the vars its iterations reuse may be privatised.  A refusal
names the first dependence broken (deps.Dependence) with its distance in the new order, and,
where one exists, a skew that makes the word legal.
"""
from __future__ import annotations

from dataclasses import replace

import islpy as isl

from ...diagnostics import CompileError
from .deps import Dependence, Deps, carried_at
from .live_ranges import among, interleaved, loop_dimension, nest_of, privatised
from .proc_order import (ProcOrder, all_deltas, deltas, distance, ends, identity, new_name, plus, position,
                         remap)


# ----------------------------------------------------------------------------- the words


def skew(order: ProcOrder, deps: Deps, word, a: str, b: str, f: int) -> ProcOrder:
    pa, pb = position(order, word, a, 0), position(order, word, b, 1)
    if pa == pb:
        raise CompileError(f"{word.text()} skews a loop by itself; skew(a, b, f) is a := a + f*b", word.span)
    exprs = identity(order)
    exprs[pa] = plus(exprs[pa], f, exprs[pb])
    return legal(remap(order, exprs, order.names), deps, word)


def interchange(order: ProcOrder, deps: Deps, word, a: str, b: str) -> ProcOrder:
    pa, pb = position(order, word, a, 0), position(order, word, b, 1)
    exprs, names = identity(order), list(order.names)
    exprs[pa], exprs[pb] = exprs[pb], exprs[pa]
    names[pa], names[pb] = names[pb], names[pa]
    return legal(remap(order, exprs, names), deps, word)


def tile(order: ProcOrder, deps: Deps, word, loops: tuple[str, ...], factors: tuple[int, ...]) -> ProcOrder:
    """Legal when the loops are a permutable band: every dependence they carry (zero distance
    on the loops outside) has a non-negative distance on each of them (the seed's "tileable").
    Then a dependence either moves to a later tile (its tile coordinates are no smaller, one is
    larger) or stays in one tile in the order it had.  Otherwise legal when the tiled order
    keeps every dependence all the same (checked exactly: a non-uniform dependence whose
    negative distances the tile sizes never separate)."""
    new = tiled(order, word, loops, factors)
    dims = tuple(order.names[position(order, word, x, k)] for k, x in enumerate(loops))
    start = order.names.index(dims[0])
    bad = negative_in_band(order, deps, start, start + len(dims))
    if bad is not None and broken(new, deps) is None:
        bad = None          # not a permutable band, but these tiles keep every dependence (exact, by isl)
    if bad is not None:
        raise CompileError(f"{word.text()} needs a permutable band: every dependence not carried outside the "
                           f"tile non-negative on ({', '.join(dims)}); the {bad.kind} dependence {ends(bad)} "
                           f"has distance {distance(bad, order)} over ({', '.join(order.names)})"
                           + _tiling_hint(order, deps, dims), word.span)
    return kept_live_ranges(new, deps, word)


def negative_in_band(order: ProcOrder, deps: Deps, start: int, end: int) -> Dependence | None:
    """The first dependence not carried before `start` with a negative distance on a dimension
    of start .. end - 1."""
    minus_one = isl.Val.int_from_si(order.scop.context.get_ctx(), -1)

    def negative(live: isl.Set) -> bool:
        for k in range(start):
            live = live.fix_dim_si(k, 0)
        return any(not live.upper_bound_val(isl.dim_type.set, k, minus_one).is_empty() for k in range(start, end))
    if not negative(all_deltas(order, deps)):
        return None
    return next((d for d in deps.ordering if negative(deltas(order, d))), None)


def tiled(order: ProcOrder, word, loops: tuple[str, ...], factors: tuple[int, ...]) -> ProcOrder:
    """The order with adjacent `loops` tiled by `factors` (unchecked)."""
    at = [position(order, word, x, k) for k, x in enumerate(loops)]
    if at != list(range(at[0], at[0] + len(at))):
        raise CompileError(f"{word.text()}: the loops of a tile are adjacent, outer first; the order is "
                           f"({', '.join(order.names)})", word.span)
    exprs = identity(order)
    outer = [f"floor(({exprs[p]}) / {f})" for p, f in zip(at, factors)]
    inner = [f"{exprs[p]} - {f} * floor(({exprs[p]}) / {f})" for p, f in zip(at, factors)]
    taken = [x for k, x in enumerate(order.names) if k not in at]
    outer_names = [new_name(order, x + "o", taken) for x in loops]
    inner_names = [new_name(order, x + "i", taken + outer_names) for x in loops]
    s, e = at[0], at[-1] + 1
    names = list(order.names[:s]) + outer_names + inner_names + list(order.names[e:])
    new = remap(order, exprs[:s] + outer + inner + exprs[e:], names)
    return replace(new, tiles=tuple(outer_names))


def parallel(order: ProcOrder, deps: Deps, word, a: str) -> ProcOrder:
    """Dimension `a` parallel; or, where `a` names loops of the text that share their dimension
    with sibling nests that carry a dependence there (gramschmidt's j beside its i loops), those
    loops alone when they carry none."""
    p = position(order, word, a, 0)
    bad = carried(order, deps, p)
    nest = nest_of(order, a, p) if bad is not None else ()
    if nest and carried(order, deps, p, nest) is None:
        return privatised(order, deps, word, p, nest)
    if bad is not None:
        free = [x for k, x in enumerate(order.names) if carried(order, deps, k) is None]
        hint = f"; parallel here: {', '.join(free)}" if free else ""
        raise CompileError(f"{word.text()} would run the iterations of {a} in parallel, but the {bad.kind} dependence "
                           f"{ends(bad)}, at distance {distance(bad, order)} over ({', '.join(order.names)}), is "
                           f"carried by {a}{hint}", word.span)
    return privatised(order, deps, word, p)


def parallel_loop(order: ProcOrder, deps: Deps, word, k: int) -> ProcOrder | None:
    """Loop k of the text (`Scop.loops`) parallel, alone in its dimension where others share it;
    None where it carries a dependence there or has no dimension of its own."""
    found = loop_dimension(order, k)
    if found is None or carried(order, deps, found[0], found[1]) is not None:
        return None
    p, inside = found
    try:
        return privatised(order, deps, word, p, inside if len(inside) < len(order.scop.statements) else ())
    except CompileError:            # a var whose values cross its iterations
        return None


def wavefront(order: ProcOrder, deps: Deps, word) -> ProcOrder:
    """Right after a legal tile, legal by construction: a dependence's tile coordinates do not
    decrease, so w = ao + bo grows unless both stay, and two tiles of one w with different bo
    have none between them."""
    if len(order.tiles) < 2:
        raise CompileError("wavefront() runs the tiles of a tile(...) on anti-diagonals in parallel: it comes "
                           "right after a tile of two or three loops", word.span)
    at = [order.names.index(x) for x in order.tiles[:2]]
    exprs = identity(order)
    exprs[at[0]] = f"{exprs[at[0]]} + {exprs[at[1]]}"
    names = list(order.names)
    names[at[0]] = new_name(order, "w", order.names)
    return privatised(remap(order, exprs, names), deps, word, at[1])


# ----------------------------------------------------------------------------- legality


def legal(order: ProcOrder, deps: Deps, word) -> ProcOrder:
    bad = broken(order, deps)
    if bad is not None:
        raise CompileError(refusal(word, bad, order), word.span)
    return kept_live_ranges(order, deps, word)


def kept_live_ranges(order: ProcOrder, deps: Deps, word) -> ProcOrder:
    """`order`, unless it writes a var inside one of its live ranges (then refused)."""
    bad = interleaved(order, deps)
    if bad is not None:
        raise CompileError(f"{word.text()} would write the var '{bad.buffer}' while a value of it is live: between "
                           f"{bad.source} (line {bad.source_line}), which writes it, and {bad.sink} (line "
                           f"{bad.sink_line}), which reads it", word.span)
    return order


def keeps(order: ProcOrder, deps: Deps) -> bool:
    """`legal`'s question without its refusal: every dependence still runs its source first and
    no two live ranges of a var interleave."""
    return broken(order, deps) is None and interleaved(order, deps) is None


def broken(order: ProcOrder, deps: Deps) -> Dependence | None:
    """The first dependence whose sink would not run after its source (all of them checked as
    one relation first: the common case, a legal word, costs one isl operation)."""
    backward = _lex_nonpositive(order)
    if all_deltas(order, deps).intersect(backward).is_empty():
        return None
    return next((d for d in deps.ordering if not deltas(order, d).intersect(backward).is_empty()), None)


def carried(order: ProcOrder, deps: Deps, p: int, statements: tuple[str, ...] | None = None) -> Dependence | None:
    """The first dependence carried at dimension p: zero distance outside it, non-zero at it
    (among `statements` only, when given)."""
    if statements is None and not carried_at(all_deltas(order, deps), p):
        return None
    return next((d for d in among(deps.ordering, statements) if carried_at(deltas(order, d), p)), None)


def _lex_nonpositive(order: ProcOrder) -> isl.Set:
    """The distances of a sink that would not run after its source: zero, or a first non-zero
    component that is negative."""
    xs = identity(order)
    cases = [" and ".join([f"{x} = 0" for x in xs[:k]] + [f"{xs[k]} <= -1"]) for k in range(len(xs))]
    cases.append(" and ".join(f"{x} = 0" for x in xs) or "true")
    return isl.Set(f"[{', '.join(order.scop.params)}] -> {{ [{', '.join(xs)}] : {' or '.join(cases)} }}",
                   context=order.scop.context.get_ctx())


def refusal(word, d: Dependence, order: ProcOrder) -> str:
    return (f"{word.text()} would break the {d.kind} dependence {ends(d)}: its distance "
            f"({', '.join(d.vector)}) over ({', '.join(d.loops)}) would be {distance(d, order)} over "
            f"({', '.join(order.names)}): the sink would not run after its source")


def _tiling_hint(order: ProcOrder, deps: Deps, loops) -> str:
    """One or two skews of tiled loops by outer ones (factors 1 to 3) after which the loops are
    a permutable band, the fewest and smallest first."""
    start = order.names.index(loops[0])
    pairs = [(inner, outer) for k, inner in enumerate(loops[1:], 1) for outer in loops[:k]]
    singles = [((x, y, f),) for x, y in pairs for f in (1, 2, 3)]
    for skews in singles + [a + b for a in singles for b in singles if a[0][:2] != b[0][:2]]:
        skewed = order
        for inner, outer, f in skews:
            exprs = identity(skewed)
            exprs[skewed.names.index(inner)] = plus(exprs[skewed.names.index(inner)], f,
                                                     exprs[skewed.names.index(outer)])
            skewed = remap(skewed, exprs, skewed.names)
        if broken(skewed, deps) is None and negative_in_band(skewed, deps, start, start + len(loops)) is None:
            return f"; {'.'.join(f'skew({x}, {y}, {f})' for x, y, f in skews)} first makes it tileable"
    return ""


# ----------------------------------------------------------------------------- the space
