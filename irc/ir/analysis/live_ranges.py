"""Vars (a proc's scalar locals) in a new order: the live ranges of one var must not interleave,
and a parallel loop gives each iteration a copy of the vars its iterations reuse when no value
crosses from one iteration to another (deps.py's `Deps.ordering` leaves their reuse out).
"""
from __future__ import annotations

from dataclasses import replace

import islpy as isl

from ...diagnostics import CompileError
from .deps import Dependence, Deps, carried_at, zero_through
from .proc_order import _OUT, ProcOrder, deltas, distance


def privatised(order: ProcOrder, deps: Deps, word, p: int, nest: tuple[str, ...] = ()) -> ProcOrder:
    """The order with dimension p parallel (only in the loops of the statements of `nest`, when
    given), each of its iterations with a copy of every var whose values never cross from one
    iteration to another (every live range in one iteration: isl_codegen declares it in the
    loop's body where the body uses it); refused when two iterations reuse a var whose values
    do cross (a live range carried at or outside p)."""
    name, private, inside = order.names[p], [], nest or None
    for var in deps.private_candidates:
        crossing = next((d for d in deps.live_ranges(var) if not zero_through(deltas(order, d), p)
                         and (inside is None or d.source in inside or d.sink in inside)), None)
        if crossing is None:
            private.append((name, var, nest))
        elif any(carried_at(deltas(order, d), p) for d in among(deps.reuses(var), inside)):
            raise CompileError(f"{word.text()} would give each iteration of {name} its own copy of the var '{var}', "
                               f"but the value written by {crossing.source} (line {crossing.source_line}) is read "
                               f"by {crossing.sink} (line {crossing.sink_line}) at distance "
                               f"{distance(crossing, order)} over ({', '.join(order.names)}): in another "
                               f"iteration of {name}, or outside the loop", word.span)
    if nest:
        return replace(order, nests=order.nests + ((name, nest),), private=order.private + tuple(private))
    return replace(order, parallel=order.parallel + (name,), private=order.private + tuple(private))


def interleaved(order: ProcOrder, deps: Deps) -> Dependence | None:
    """A live range of a var (a write, then a read of its value) during which the order writes
    the var again, or None: the reuse of a var's cell is what `Deps.ordering` leaves out, and
    this is what must still be excluded."""
    if not deps.private_candidates:
        return None
    schedule = order.union()
    space = isl.Space.set_alloc(order.scop.context.get_ctx(), len(order.scop.params), len(order.names))
    for k, p in enumerate(order.scop.params):
        space = space.set_dim_name(isl.dim_type.param, k, p)
    before = isl.Map.lex_lt(space)
    for var in deps.private_candidates:
        writes = order.scop.union(s.write.relation for s in order.scop.statements if s.write.buffer == var)
        times = isl.Set.from_union_set(writes.domain().apply(schedule))
        through = before.intersect_range(times).apply_range(before.intersect_domain(times))  # t1 < write < t3
        for d in deps.live_ranges(var):
            span = isl.Map.from_union_map(isl.UnionMap.from_map(d.relation).apply_domain(schedule)
                                          .apply_range(schedule))
            if not span.intersect(through).is_empty():
                return d
    return None


def nest_of(order: ProcOrder, a: str, p: int) -> tuple[str, ...]:
    """The statements inside loops of the text named `a` whose variable is dimension p of the
    order, when other statements share the dimension (else none: `a` is the whole dimension)."""
    inside = []
    for s, m in zip(order.scop.statements, order.maps):
        names = s.domain.get_var_names(isl.dim_type.set)
        if a in names and _runs_at(m, names.index(a), p):
            inside.append(s.name)
    return tuple(inside) if 0 < len(inside) < len(order.scop.statements) else ()


def loop_dimension(order: ProcOrder, k: int) -> tuple[int, tuple[str, ...]] | None:
    """Where loop k of the text (`Scop.loops`) runs in the order: the dimension that is its
    variable for every statement inside it, and those statements; None where there is none."""
    depth = order.scop.loops[k].depth
    inside = [(s, m) for s, m in zip(order.scop.statements, order.maps) if k in s.loops]
    for p in range(len(order.names)):
        if all(_runs_at(m, depth, p) for _, m in inside):
            return p, tuple(s.name for s, _ in inside)
    return None


def among(dependences, statements: tuple[str, ...] | None):
    """The dependences between two of `statements` (all of them when None)."""
    return [d for d in dependences if statements is None or (d.source in statements and d.sink in statements)]


def _runs_at(schedule: isl.Map, loop: int, p: int) -> bool:
    """Whether dimension p of a statement's `schedule` is its loop variable number `loop`."""
    return schedule.is_subset(schedule.equate(isl.dim_type.in_, loop, _OUT, p))
