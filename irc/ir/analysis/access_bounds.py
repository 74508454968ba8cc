"""Whether a proc's accesses stay inside its arrays at given sizes, decided in isl before it runs.

The C a proc compiles to indexes its arrays unchecked (as PolyBench's does), so an index past an
array's extent would read or corrupt memory.  Each access relation, applied to its statement's
domain at the sizes of the call, gives exactly the elements it touches; outside the box
[0, extent) of its array they are an error, reported with one iteration that reaches there.
"""
from __future__ import annotations

from dataclasses import dataclass

import islpy as isl

from ..evaluate import eval_int
from .polyhedral import Access, Scop, Statement


@dataclass(frozen=True)
class OutOfBounds:
    """`access` of `statement` reaches `element` of its array at the iteration `at` (loop -> value)."""
    statement: Statement
    access: Access
    write: bool
    at: dict[str, int]
    element: tuple[int, ...]


def first_out_of_bounds(scop: Scop, shapes: dict[str, tuple[int, ...]], sizes: dict[str, int]) -> OutOfBounds | None:
    """The first access (statements in order, the write before the reads) that leaves its array's
    shape at `sizes` (a local array's from its declaration), or None when every access stays inside."""
    shapes = {**shapes, **{a.buffer: tuple(eval_int(extent, sizes) for _, extent in a.bounds) for a in scop.locals}}
    for s in scop.statements:
        for access in (s.write, *s.reads):
            found = _outside(scop, s, access, shapes[access.buffer], sizes)
            if found is not None:
                return OutOfBounds(s, access, access is s.write, *found)
    return None


def _outside(scop: Scop, s: Statement, access: Access, shape: tuple[int, ...], sizes: dict[str, int]):
    reached = _at_sizes(access.relation.intersect_domain(s.domain), scop.params, sizes)
    outside = reached.range().subtract(_box(reached.range().get_space(), shape))
    if outside.is_empty():
        return None
    point = reached.intersect_range(outside).wrap().sample_point()
    depth = s.domain.dim(isl.dim_type.set)
    values = [point.get_coordinate_val(isl.dim_type.set, k).to_python() for k in range(depth + len(shape))]
    names = [s.domain.get_dim_name(isl.dim_type.set, k) for k in range(depth)]
    return dict(zip(names, values[:depth])), tuple(values[depth:])


def _at_sizes(relation: isl.Map, params: tuple[str, ...], sizes: dict[str, int]) -> isl.Map:
    for name in params:
        k = relation.find_dim_by_name(isl.dim_type.param, name)
        relation = relation.fix_val(isl.dim_type.param, k, isl.Val.int_from_si(relation.get_ctx(), sizes[name]))
    return relation


def _box(space: isl.Space, shape: tuple[int, ...]) -> isl.Set:
    box = isl.Set.universe(space)
    for k, extent in enumerate(shape):
        box = box.lower_bound_val(isl.dim_type.set, k, isl.Val.int_from_si(box.get_ctx(), 0))
        box = box.upper_bound_val(isl.dim_type.set, k, isl.Val.int_from_si(box.get_ctx(), extent - 1))
    return box
