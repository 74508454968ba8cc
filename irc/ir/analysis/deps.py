"""Exact dependences of a SCoP by isl's dataflow analysis, their distances, and the properties of
the loops (parallel, member of a permutable band).

- flow (read after write) is value-based: for each read, isl's `compute_flow` with every write
  as a *must* source finds the write that last stored the value read (an affine write is exact,
  so an overwritten value has no flow to later reads);
- anti (write after read) and output (write after write) are memory-based, as compilers use
  them for legality: every pair of accesses to one element in that order (*may* sources, which
  kill nothing).

One dependence per reference: Jacobi's three reads give three flow dependences, (1, -1), (1, 0)
and (1, 1), rather than one relation whose distances are not constant.  A distance is taken
over the loops the two statements share (sink iteration minus source iteration); per component
its bounds over every size (`lo`, `hi`, None where unbounded), so that a constant distance
prints as a number and any other as a range (`1..3`) or a direction: `<` (at least 1), `<=`
(at least 0), `>` (at most -1), `>=` (at most 0), `*` (either sign).

A var (a proc's scalar local) is one cell that every iteration may reuse; where each value read
was written in the same iteration of a loop, the loop's iterations may each have a copy of it
(privatisation, as C compilers and Pluto do): its anti and output dependences then order
nothing (`Deps.ordering`).  A loop is parallel when no dependence that orders is carried at its
depth (zero distance on the outer loops, non-zero at the loop) and every var its iterations
reuse may be privatised; loops form a band with the loop around them when it is perfectly
nested in it and every dependence not carried outside the band has a non-negative distance on
the band's loops (Pluto's rule: a permutable band may be interchanged and tiled).
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import cached_property

import islpy as isl

from ..nodes import Function
from .polyhedral import Loop, Scop, Statement, build_scop

KINDS = ("flow", "anti", "output")
SPLIT_AT = 4            # a relation whose distances are this many points or fewer: one dependence per point
_SET = isl.dim_type.set


@dataclass(frozen=True)
class Dependence:
    """`sink` depends on `source` through `access` (the read for flow and anti, the write for
    output) of `buffer`; `bounds` are the (lo, hi) of the distance on each of `loops`."""
    kind: str
    source: str
    source_line: int | None
    sink: str
    sink_line: int | None
    buffer: str
    access: str
    loops: tuple[str, ...]
    bounds: tuple[tuple[int | None, int | None], ...]
    relation: isl.Map = field(compare=False, repr=False)
    deltas: isl.Set = field(compare=False, repr=False)      # over `loops`, with the sizes
    nest: tuple[int, ...] = field(compare=False, repr=False)    # `loops` as indices of Scop.loops

    @property
    def distance(self) -> tuple[int, ...] | None:
        """The distance vector when it is constant, else None."""
        if all(lo is not None and lo == hi for lo, hi in self.bounds):
            return tuple(lo for lo, _ in self.bounds)
        return None

    @property
    def vector(self) -> tuple[str, ...]:
        """Each component as a number, a range or a direction."""
        return tuple(component(lo, hi) for lo, hi in self.bounds)

    def text(self) -> str:
        ends = f"{self.source} (line {self.source_line}) -> {self.sink} (line {self.sink_line})"
        over = f"distance ({', '.join(self.vector)}) over ({', '.join(self.loops)})" if self.loops \
            else "no common loop"
        return f"{self.kind:<6}  {ends}  {over}  via {self.access}"


@dataclass(frozen=True)
class LoopInfo:
    var: str
    depth: int
    line: int | None
    parallel: bool
    private: tuple[str, ...]        # the vars each of its iterations has a copy of, when it is parallel
    band: tuple[str, ...]           # the loops of its band, outer first

    @property
    def permutable(self) -> bool:
        """Part of a permutable band of two or more loops (which may be interchanged and tiled)."""
        return len(self.band) > 1


@dataclass(frozen=True, eq=False)
class Deps:
    scop: Scop
    dependences: tuple[Dependence, ...]
    loops: tuple[LoopInfo, ...]

    @cached_property
    def ordering(self) -> tuple[Dependence, ...]:
        """The dependences every new order keeps: all but the anti and output dependences of
        the vars whose reads all read a value the proc wrote (`private_candidates`).  Such a var
        is a register reused from one live range (a write and the reads of its value) to the
        next: an order may run the live ranges in any order as long as it does not interleave
        two (live_ranges.interleaved), and a parallel loop gives each iteration a copy of its own
        when no value crosses from one iteration to another (live_ranges.privatised) — the
        live-range reordering of Verdoolaege and Cohen (IMPACT 2016), as Pluto and PPCG do."""
        private = set(self.private_candidates)
        return tuple(d for d in self.dependences if d.kind == "flow" or d.buffer not in private)

    @cached_property
    def private_candidates(self) -> tuple[str, ...]:
        """The vars each of whose reads reads a value the proc wrote (a var written only in a branch
        and read after it may read its value from before the proc's loops: it stays one cell)."""
        out = []
        for var in self.scop.scalars:
            sourced = self.scop.union(d.relation for d in self.live_ranges(var)).range()
            readers = [s.domain for s in self.scop.statements if any(r.buffer == var for r in s.reads)]
            if all(isl.UnionSet.from_set(d).subtract(sourced).is_empty() for d in readers):
                out.append(var)
        return tuple(out)

    def live_ranges(self, var: str) -> list[Dependence]:
        """The flow dependences of var `var`: from a write to each read of its value."""
        return [d for d in self.dependences if d.kind == "flow" and d.buffer == var]

    def reuses(self, var: str) -> list[Dependence]:
        """The anti and output dependences of var `var`: the reuse of its one cell."""
        return [d for d in self.dependences if d.kind != "flow" and d.buffer == var]

    @cached_property
    def relation(self) -> isl.UnionMap:
        """The dependences every order keeps (`ordering`) as one relation: what isl's scheduler
        and the legality checks take."""
        return self.scop.union(d.relation for d in self.ordering)

    def of_kind(self, kind: str) -> list[Dependence]:
        return [d for d in self.dependences if d.kind == kind]

    def loop(self, var: str) -> LoopInfo:
        """The first loop (in textual order) over `var`."""
        found = next((info for info in self.loops if info.var == var), None)
        if found is None:
            raise KeyError(f"proc {self.scop.name} has no loop {var}")
        return found

    def text(self) -> str:
        lines = [f"proc {self.scop.name}", "statements:"]
        lines += [f"  {s.name} (line {s.line}): writes {s.write.text}; reads "
                  f"{', '.join(dict.fromkeys(r.text for r in s.reads)) or 'nothing'}" for s in self.scop.statements]
        lines += ["dependences:"] + [f"  {d.text()}" for d in self.dependences] if self.dependences \
            else ["dependences: none"]
        lines.append("loops:" if self.loops else "loops: none")
        for info in self.loops:
            what = "carries dependences" if not info.parallel else \
                f"parallel (a copy of {', '.join(info.private)} per iteration)" if info.private else "parallel"
            band = f"{'permutable band' if info.permutable else 'band'} ({', '.join(info.band)})"
            lines.append(f"  {'  ' * info.depth}{info.var} (line {info.line}): {what}; {band}")
        return "\n".join(lines) + "\n"


def analyze(fn: Function) -> Deps:
    """The dependences and loop properties of a proc lowered into the loop IR."""
    return dependences(build_scop(fn))


def dependences(scop: Scop) -> Deps:
    order = {s.name: k for k, s in enumerate(scop.statements)}
    deps = sorted(_all(scop), key=lambda d: (KINDS.index(d[0]), order[d[2].name], order[d[3].name], d[1]))
    found = tuple(d for kind, _, source, sink, access, rel in deps
                  for d in _dependences(scop, kind, access, source, sink, rel))
    unfinished = Deps(scop, found, ())
    return replace(unfinished, loops=_loop_properties(unfinished))


# ----------------------------------------------------------------------------- isl's dataflow analysis
def _all(scop: Scop):
    """(kind, reference, source, sink, access, relation) of every dependence; `reference` is the
    read's place among its statement's reads, to print in textual order."""
    schedule, writes = scop.schedule(), scop.writes()
    refs = [(k, s, r) for s in scop.statements for k, r in enumerate(s.reads)
            if r.text not in [q.text for q in s.reads[:k]]]        # a reference read twice counts once
    for k, s, read in refs:
        flow = isl.UnionAccessInfo.from_sink(_union(read.relation)).set_must_source(writes)
        for rel in _maps(flow.set_schedule_map(schedule).compute_flow().get_may_dependence()):
            yield "flow", k, _named(scop, rel, isl.dim_type.in_), s, read, rel
    for k, s, read in refs:
        anti = isl.UnionAccessInfo.from_sink(writes).set_may_source(_union(read.relation))
        for rel in _maps(anti.set_schedule_map(schedule).compute_flow().get_may_dependence()):
            yield "anti", k, s, _named(scop, rel, isl.dim_type.out), read, rel
    output = isl.UnionAccessInfo.from_sink(writes).set_may_source(writes)
    for rel in _maps(output.set_schedule_map(schedule).compute_flow().get_may_dependence()):
        source, sink = _named(scop, rel, isl.dim_type.in_), _named(scop, rel, isl.dim_type.out)
        yield "output", 0, source, sink, sink.write, rel


def _union(m: isl.Map) -> isl.UnionMap:
    return isl.UnionMap.from_map(m)


def _maps(u: isl.UnionMap) -> list[isl.Map]:
    maps = u.get_map_list()
    return [maps.get_at(k) for k in range(maps.n_map())]


def _named(scop: Scop, rel: isl.Map, end) -> Statement:
    name = rel.get_tuple_name(end)
    return next(s for s in scop.statements if s.name == name)


def _dependences(scop: Scop, kind: str, access, source: Statement, sink: Statement, rel: isl.Map):
    """The Dependences of one relation: one, or one per distance where its distances are a few
    points (`B[j - 1, i]` read at j = i and j = i + 1: (1, 0) and (0, 1), not (0..1, 0..1));
    none when it is empty under the context."""
    rel = rel.intersect_params(scop.context).coalesce()
    if rel.is_empty():
        return []
    common = _common(source.loops, sink.loops)
    points = _points(_distances(rel, source, sink, common).project_out_all_params())
    parts = [_at_distance(rel, p) for p in points] if len(points) > 1 else [rel]
    nest = source.loops[:common]
    out = []
    for part in parts:
        deltas = _distances(part, source, sink, common)
        anywhere = deltas.project_out_all_params()
        bounds = tuple((_val(anywhere.dim_min_val(k)), _val(anywhere.dim_max_val(k))) for k in range(common))
        out.append(Dependence(kind, source.name, source.line, sink.name, sink.line, access.buffer, access.text,
                              tuple(scop.loops[k].var for k in nest), bounds, part, deltas, nest))
    return out


def _distances(rel: isl.Map, source: Statement, sink: Statement, common: int) -> isl.Set:
    """Sink iteration minus source iteration on the loops they share (with the sizes)."""
    return (rel.project_out(isl.dim_type.in_, common, len(source.loops) - common)
               .project_out(isl.dim_type.out, common, len(sink.loops) - common)
               .reset_tuple_id(isl.dim_type.in_).reset_tuple_id(isl.dim_type.out).deltas())


def _points(s: isl.Set) -> list[tuple[int, ...]]:
    """The points of `s` when they are at most SPLIT_AT, in order; else none."""
    if not s.is_bounded() or s.count_val().to_python() > SPLIT_AT:
        return []
    points = []
    s.foreach_point(lambda p: points.append(tuple(p.get_coordinate_val(_SET, k).to_python()
                                                  for k in range(s.dim(_SET)))))
    return sorted(points)


def _at_distance(rel: isl.Map, distance: tuple[int, ...]) -> isl.Map:
    """The pairs of `rel` whose distance on the first loops is `distance`."""
    ctx = rel.get_ctx()
    for k, d in enumerate(distance):
        c = isl.Constraint.equality_alloc(isl.LocalSpace.from_space(rel.get_space()))
        c = (c.set_coefficient_val(isl.dim_type.out, k, isl.Val.int_from_si(ctx, 1))
              .set_coefficient_val(isl.dim_type.in_, k, isl.Val.int_from_si(ctx, -1))
              .set_constant_val(isl.Val.int_from_si(ctx, -d)))
        rel = rel.add_constraint(c)
    return rel


def _common(a: tuple[int, ...], b: tuple[int, ...]) -> int:
    """How many loops (outer first) two statements share."""
    n = 0
    while n < min(len(a), len(b)) and a[n] == b[n]:
        n += 1
    return n


def _val(v: isl.Val) -> int | None:
    return None if v.is_infty() or v.is_neginfty() else v.to_python()


def component(lo: int | None, hi: int | None) -> str:
    """One component of a distance from its bounds: a number, a range or a direction."""
    if lo is not None and lo == hi:
        return str(lo)
    if lo is not None and hi is not None:
        return f"{lo}..{hi}"
    if lo is not None and lo >= 0:
        return "<" if lo >= 1 else "<="
    if hi is not None and hi <= 0:
        return ">" if hi <= -1 else ">="
    return "*"


# ----------------------------------------------------------------------------- loop properties
def _under(deps, loop: Loop) -> list[isl.Set]:
    """The distance sets of the dependences between statements both inside `loop`."""
    return [d.deltas for d in deps if loop.index in d.nest]


def _not_carried_before(deltas: isl.Set, depth: int) -> isl.Set:
    """The distances that are zero on the loops outside `depth` (not carried by any of them)."""
    for k in range(depth):
        deltas = deltas.fix_dim_si(k, 0)
    return deltas


def zero_through(deltas: isl.Set, depth: int) -> bool:
    """Every distance is zero on the dimensions 0 .. `depth`."""
    return deltas.is_subset(_not_carried_before(deltas, depth + 1))


def carried_at(deltas: isl.Set, depth: int) -> bool:
    """Some distance is zero on the dimensions before `depth` and not zero at it."""
    live = _not_carried_before(deltas, depth)
    return not live.is_subset(live.fix_dim_si(depth, 0))


def _negative(deltas: isl.Set, band_start: int, depth: int) -> bool:
    live = _not_carried_before(deltas, band_start)
    return not live.upper_bound_val(_SET, depth, isl.Val.int_from_si(live.get_ctx(), -1)).is_empty()


def _privatisable(deps: Deps, loop: Loop, var: str) -> bool:
    """Whether each iteration of `loop` may have a copy of var `var` of its own: every value of it
    read inside the loop was written in the same iteration, and none written there is read
    outside it."""
    inside = {s.name for s in deps.scop.statements if loop.index in s.loops}
    for d in deps.live_ranges(var):
        if (d.source in inside) != (d.sink in inside):
            return False
        if d.source in inside and not zero_through(d.deltas, loop.depth):
            return False
    return True


def _parallel(deps: Deps, loop: Loop) -> tuple[bool, tuple[str, ...]]:
    """Whether `loop` is parallel — no dependence that orders is carried by it, and every var
    that its iterations reuse may be privatised — and those vars."""
    if any(carried_at(d, loop.depth) for d in _under(deps.ordering, loop)):
        return False, ()
    reused = sorted({d.buffer for d in deps.dependences if d.kind != "flow" and loop.index in d.nest
                     and carried_at(d.deltas, loop.depth)})
    if not all(_privatisable(deps, loop, var) for var in reused):
        return False, ()
    return True, tuple(reused)


def _loop_properties(deps: Deps) -> tuple[LoopInfo, ...]:
    """Parallelism and bands of the loops, outer loops first (a parent is listed before its
    loops, so that a band grows inward): a loop joins its parent's band when it is perfectly
    nested in it and no live dependence is negative at its depth; the outer band loops were
    checked on the same dependences (a perfect nest's statements are those of its parent)."""
    scop = deps.scop
    band_of: dict[int, list[int]] = {}
    for loop in scop.loops:
        parent = scop.loops[loop.parent] if loop.parent is not None else None
        band = band_of.get(parent.index) if parent is not None and parent.perfect else None
        if band is None or any(_negative(d, scop.loops[band[0]].depth, loop.depth)
                               for d in _under(deps.ordering, loop)):
            band = []
        band.append(loop.index)
        band_of[loop.index] = band
    return tuple(LoopInfo(loop.var, loop.depth, loop.line, *_parallel(deps, loop),
                          band=tuple(scop.loops[k].var for k in band_of[loop.index]))
                 for loop in scop.loops)
