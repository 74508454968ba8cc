"""How the accesses of a proc move along one dimension of an order: to the next element of the
array's last index (unit stride: what the C compiler vectorises), not at all (invariant: held in
a register), or across rows (strided).

`autotile` asks it which loop of a band to run innermost (Pluto's intra-tile reordering): isl's
band for gemm is (i, j, k), whose innermost k reads B[k, j] a row apart and A[i, k] along a row;
with j innermost C[i, j] and B[k, j] are read and written along their rows and A[i, k] is held.
"""
from __future__ import annotations

import islpy as isl

from .deps import Deps
from .proc_order import ProcOrder, identity, remap
from .reschedule import keeps, negative_in_band

_OUT = isl.dim_type.out


def unit_stride_innermost(order: ProcOrder, deps: Deps, at: int, n: int) -> tuple[ProcOrder, str]:
    """The band (dimensions at .. at + n - 1, n >= 2) with the loop whose accesses are most at
    unit stride (`stride_score`) moved innermost, where more of them are at unit stride than strided
    and the move keeps every dependence, every var's live ranges and the band permutable (so
    that it still tiles); never the band's first loop, which runs in parallel where isl found
    it carries nothing.  gemm: (i, j, k) becomes (i, k, j).
    With a line that says which and why."""
    scores = {k: stride_score(order, at + k) for k in range(1, n)}
    best = max(scores, key=lambda k: (scores[k], k), default=n - 1)
    why = ", ".join(f"{order.names[at + k]} {'/'.join(f'{x:+d}' for x in v)}" for k, v in scores.items())
    why += " over the deepest statements" + (", then the others" if len(scores[best]) > 1 else "")
    innermost = order.names[at + n - 1]
    if best == n - 1 or scores[best] <= (0,) * len(scores[best]):    # none at unit stride more than strided
        return order, f"innermost loop {innermost} (accesses at unit stride minus strided ones: {why})"
    ks = list(range(len(order.names)))
    moved = ks[:at + best] + ks[at + best + 1:at + n] + [at + best] + ks[at + n:]
    new = remap(order, [f"x{k}" for k in moved], [order.names[k] for k in moved])
    if keeps(new, deps) and negative_in_band(new, deps, at, at + n) is None:
        return new, (f"innermost loop {order.names[at + best]} instead of {innermost} (accesses at unit stride minus "
                     f"strided ones: {why})")
    return order, (f"innermost loop {innermost}: {order.names[at + best]} would have more accesses at unit stride "
                   f"({why}) but may not run innermost (a dependence)")


def stride_score(order: ProcOrder, p: int) -> tuple[int, ...]:
    """Over every access of every statement that dimension p moves: +1 for each at unit stride,
    -1 for each strided, 0 for each invariant read; -2 for an invariant write (a sum along the
    loop: one chain of dependent additions, which the C compiler may not vectorise without
    reassociating them).  One sum per depth of statement, the deepest first: a statement in one
    more loop runs about an extent more often, so the deepest decide and the others break ties
    (trmm's scaling, two loops deep, does not outvote its product, three)."""
    step = _step(order, p)
    score = {len(s.loops): 0 for s in order.scop.statements}
    for s in order.scop.statements:
        to_time = order.map_of(s.name)
        for access in (s.write, *s.reads):
            rank = access.relation.dim(_OUT)
            if not rank:                        # a var
                continue
            at_time = to_time.reverse().apply_range(access.relation)       # time -> element
            moves = at_time.reverse().apply_range(step).apply_range(at_time).deltas()
            if not moves.is_empty():
                kind = _kind(moves, rank)
                score[len(s.loops)] += -2 if kind is None and access is s.write else kind or 0
    return tuple(score[depth] for depth in sorted(score, reverse=True))


def _kind(moves: isl.Set, rank: int) -> int | None:
    """1: unit stride, -1: strided, None: invariant."""
    ctx = moves.get_ctx()
    zeros = ["0"] * (rank - 1)
    unit = isl.Set(f"{{ [{', '.join(zeros + ['1'])}]; [{', '.join(zeros + ['-1'])}] }}", context=ctx)
    still = isl.Set(f"{{ [{', '.join(zeros + ['0'])}] }}", context=ctx)
    moves = moves.project_out_all_params().reset_tuple_id()
    if moves.is_subset(still):
        return None
    return 1 if moves.is_subset(unit.union(still)) else -1


def _step(order: ProcOrder, p: int) -> isl.Map:
    """One step along dimension p of the order, the others fixed."""
    xs = identity(order)
    moved = [f"{x} + 1" if k == p else x for k, x in enumerate(xs)]
    return isl.Map(f"[{', '.join(order.scop.params)}] -> {{ [{', '.join(xs)}] -> [{', '.join(moved)}] }}",
                   context=order.scop.context.get_ctx())
