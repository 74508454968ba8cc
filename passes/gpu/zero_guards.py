"""zero_guards: a sum's guard dropped where the shared copies its terms read hold zeros past it.

A sum split by a tile that does not divide its extent is guarded (`if C.k < N`) so that its last,
partial step adds nothing past the end.  `cache` fills a shared copy of an input (`boundary
none` or `zero`) with zeros outside the input, so a term all of whose factors are read from such
copies is, past the end, 0 * 0 * ... = 0 whatever the input holds (no inf * 0 = NaN: no factor
comes from elsewhere), and `acc + 0` leaves the accumulator as it was (a -0 accumulator would
become +0, equal as a number).  The guard is redundant; without it the step's loop holds no
condition, the compiler unrolls it whole and fuses consecutive shared loads into 64- and 128-bit
ones (backends/simt/fusion.py), as it does for a hand-written kernel that zero-fills its tiles
the same way (the seed's matmul_tiled, Boehm's SGEMM kernels).

An `if` is dropped when, for each of its conditions `x < E` (or `x >= 0`), every factor of every
term under it reads its copy at coordinate `x` of a dimension of extent `E` (of start 0): where
the condition fails, each factor reads a zero of the copy.  What it guards must do nothing but
such accumulations into a thread's local array (`acc[..] = acc[..] + term`, with lets, loops and
other guards around them), and every shared or local array it indexes must be indexed inside its
bounds over the whole range of the loops (no guard keeps an index in range any more).

rewrite (A.cache(C, ko); B.cache(C, ko), N not a multiple of 32):
    for C.ki in 0 .. 32 {                                 for C.ki in 0 .. 32 {
      let C.k = C.ko * 32 + C.ki                            let C.k = C.ko * 32 + C.ki
      if C.k < N {                              ->          C.acc[] = C.acc[] + A.shared[C.i - A.shared.min.0, C.k - A.shared.min.1]
        C.acc[] = C.acc[] + A.shared[..] * B.shared[..]                          * B.shared[C.k - B.shared.min.0, C.j - B.shared.min.1]
"""
from __future__ import annotations

from dataclasses import replace

from irc.ir.analysis.simplify import simplify_expr
from irc.ir.analysis.thread_scope import ScopedMutator, accesses, accumulated, conjuncts, only_guardable
from irc.ir.nodes import Binary, Const, Expr, If, Load, Store, Var
from irc.ir.types import FLOAT_TYPES
from irc.naming import shared_copy, shared_copy_start


def factors(e: Expr) -> list[Expr]:
    if isinstance(e, Binary) and e.op == "*" and e.dtype in FLOAT_TYPES:
        return factors(e.a) + factors(e.b)
    return [e]


class _Unguard(ScopedMutator):
    def __init__(self, zero_filled: dict[str, tuple[str, tuple]]):
        super().__init__()
        self.zero_filled = zero_filled      # shared copy -> (its input, the input's extents)

    def visit_If(self, s: If):
        s = self.generic_visit(s)
        return s.then if s.otherwise is None and self._redundant(s) else s

    def _redundant(self, s: If) -> bool:
        atoms = [self.scope.resolved(a) for a in conjuncts(s.cond)]
        if not all(isinstance(a, Binary) and a.op in ("<", ">=") for a in atoms):
            return False
        if not only_guardable(s.then):
            return False
        found = False
        for access, scope in accesses(s.then, self.scope):
            if access.buffer not in scope.shapes or not scope.in_bounds(access):
                return False                     # a global access, or one the guard kept in range
            if isinstance(access, Store):
                term = accumulated(access)
                if scope.scopes.get(access.buffer) != "local" or term is None:
                    return False
                if not all(self._zero(atom, f, scope) for atom in atoms for f in factors(term)):
                    return False
                found = True
        return found

    def _zero(self, atom: Binary, factor: Expr, scope) -> bool:
        """Whether `factor` reads a zero of a zero-filled copy wherever `atom` is false."""
        if not isinstance(factor, Load) or factor.buffer not in self.zero_filled:
            return False
        source, extents = self.zero_filled[factor.buffer]
        edge = extents if atom.op == "<" else [Const(0)] * len(extents)
        for d, index in enumerate(factor.indices):
            coordinate = scope.resolved(Binary("+", Var(shared_copy_start(source, d)), index, "i32"))
            if _same(coordinate, atom.a) and _same(scope.resolved(edge[d]), atom.b):
                return True
        return False


def _same(a: Expr, b: Expr) -> bool:
    return simplify_expr(Binary("-", a, b, "i32")) == Const(0)


def zero_guards(fn, ctx):
    """Guards of a sum dropped where every factor it adds reads a shared copy's zeros past them."""
    if ctx.schedule is None:
        return fn
    zero_filled = {}
    for c in ctx.schedule.caches:
        inp = ctx.module.input(c.buffer)
        if inp is not None and inp.boundary in ("none", "zero"):
            zero_filled[shared_copy(c.buffer)] = (c.buffer, tuple(inp.shape))
    if not zero_filled:
        return fn
    body = _Unguard(zero_filled).visit(fn.body)
    return fn if body is fn.body else replace(fn, body=body)
