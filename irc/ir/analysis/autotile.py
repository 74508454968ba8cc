"""autotile(n): isl's scheduler chooses the order, then its outermost band is tiled and run as
parallel wavefronts of tiles.

isl's scheduler (`isl_schedule_constraints_compute_schedule`, Pluto's algorithm: tiling
hyperplanes that keep every dependence distance non-negative and short, fusing and shifting
statements) is given every dependence as validity, proximity and coincidence constraints.  For
jacobi1d it finds the band (t, t + i); for jacobi2d the two nests fused, the second shifted by one,
both skewed by 2t.  The outermost band (permutable by construction) is tiled by n on every
member when it has two or more; its tiles run as parallel wavefronts, or, when its first member
is coincident (no dependence carried: gemm's i), that tile loop runs in parallel.

The schedule is flattened into one map per statement (isl's scheduler gives each statement a
schedule of full rank), followed by the statement's place in the proc's text: isl may map
instances of two statements to one point (jacobi2d's S0[t, i, j] and S1[t, i - 1, j - 1]) when
no dependence orders them; the text's order then breaks the tie, so the order is a total one
and the generated code deterministic.
"""
from __future__ import annotations

from dataclasses import replace

import islpy as isl

from ...diagnostics import CompileError
from .deps import Deps
from .polyhedral import Scop
from .reschedule import ProcOrder, broken, fresh, parallel, remap, tile, wavefront, without_fixed

_OUT = isl.dim_type.out


def autotile(deps: Deps, word, *sizes: int) -> ProcOrder:
    """`autotile(n)`: every loop of the outermost band tiled by n; `autotile(n1, .., nk)`: its
    first k loops by n1 .. nk, the others whole (a long innermost loop for the C compiler)."""
    scop = deps.scop
    schedule = _isl_schedule(scop, deps)
    band = schedule.get_root().child(0)
    members = band.band_n_member() if band.get_type() == isl.schedule_node_type.band else 0
    flat = schedule.get_map()
    maps = [_flat(flat, s.name).flat_range_product(_position(s.domain, k)) for k, s in enumerate(scop.statements)]
    order = without_fixed(scop, maps, _names(scop, maps[0].dim(_OUT), members))
    if len(sizes) > max(members, 1):
        raise CompileError(f"{word.text()} gives {len(sizes)} tile sizes; the outermost band isl found has "
                           f"{members} loops ({', '.join(order.names[:members])})", word.span)
    if members < 2 or order.names[:members] != tuple(_names(scop, members, members)):
        return order
    factors = sizes * members if len(sizes) == 1 else sizes
    tiled = tile(order, deps, word, order.names[:len(factors)], factors)
    at = _apart_at(order, deps, members, len(factors))
    if at is not None:
        tiled = replace(_apart(tiled, len(factors) + at, len(factors) + members), tiles=tiled.tiles)
    if band.band_member_get_coincident(0):
        return parallel(tiled, deps, word, tiled.tiles[0])
    return wavefront(tiled, deps, word)


def _apart(order: ProcOrder, at: int, innermost: int) -> ProcOrder:
    """The dimensions after the first `innermost` (they order the statements) moved before
    dimension `at`: below it each statement gets loops of its own, without the guards of a
    fused loop (which the C compiler vectorises), and one statement's rows of a tile are swept
    before the next statement's (jacobi2d's B rows of a time step, then its A rows: in a tile of
    32 x 32, 15 % faster than a B row and an A row in turn, which streams from twice as many rows
    at once)."""
    xs = [f"x{k}" for k in range(len(order.names))]
    move = lambda items: items[:at] + items[innermost:] + items[at:innermost]
    return remap(order, move(xs), move(list(order.names)))


def _apart_at(order: ProcOrder, deps: Deps, members: int, tiled: int) -> int | None:
    """Where the statements' loops go apart in the band, or None.  Above the innermost tiled
    member when at most one whole loop is below it (a statement then sweeps a tile's rows, which
    stay in cache for the next statement: jacobi2d), else above the innermost member (heat3d's
    sweep of whole planes would not stay: measured 5 % slower than row by row); the first of
    those two that keeps every dependence.  Decided before tiling: a tile keeps the order of two
    instances in one tile, and a dependence between tiles is not affected by the point loops, so
    the untiled band with the statement dimensions moved before member `at` is the check."""
    if len(order.names) <= members:
        return None
    preferred = tiled - 1 if members - tiled <= 1 else members - 1
    return next((at for at in dict.fromkeys((preferred, members - 1))
                 if at >= 1 and broken(_apart(order, at, members), deps) is None), None)


def _isl_schedule(scop: Scop, deps: Deps) -> isl.Schedule:
    domains = isl.UnionSet.empty(scop.context.get_space())
    for s in scop.statements:
        domains = domains.union(isl.UnionSet.from_set(s.domain))
    relations = deps.relation
    constraints = (isl.ScheduleConstraints.on_domain(domains).set_context(scop.context)
                   .set_validity(relations).set_proximity(relations).set_coincidence(relations))
    try:
        return constraints.compute_schedule()
    except isl.Error as e:
        raise CompileError(f"autotile: isl's scheduler found no schedule ({e})", None) from None


def _position(domain: isl.Set, k: int) -> isl.Map:
    """domain -> [k]: the statement's place in the proc's text."""
    return isl.Map.from_domain_and_range(domain, isl.Set(f"{{ [{k}] }}", context=domain.get_ctx()))


def _flat(flat: isl.UnionMap, statement: str) -> isl.Map:
    maps = flat.get_map_list()
    found = next(maps.get_at(k) for k in range(maps.n_map()) if maps.get_at(k).get_tuple_name(isl.dim_type.in_)
                 == statement)
    return found.reset_tuple_id(_OUT)


def _names(scop: Scop, n: int, members: int) -> list[str]:
    """The band's dimensions after the loops at their depth where the statements agree (the
    hyperplane 2t + i of jacobi2d is its `i` skewed), every other `c<position>`."""
    names: list[str] = []
    for k in range(n):
        agreed = {scop.loops[s.loops[k]].var for s in scop.statements if k < members and len(s.loops) > k}
        name = agreed.pop() if len(agreed) == 1 else None
        names.append(name if name is not None and name not in names else fresh(scop, f"c{k}", names))
    return names
