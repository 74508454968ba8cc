"""A hypothesis strategy of random stencil pipelines, for test_properties.py: 2-D f32 funcs over
one or two inputs, 1-4 funcs in a chain or DAG, small constant offsets, and one `schedule s`
block drawn from the schedules Halide accepts (see that module's docstring).  The funcs alone
(`algorithms`, an `Algorithm`) also serve random_gpu_schedules.py."""
from __future__ import annotations

import os
from dataclasses import dataclass, field

from hypothesis import strategies as st

from random_fusion import compute_with, depends

SMALL_PRODUCERS = os.environ.get("IRC_PROPERTY_SMALL_PRODUCERS") == "1"
FACTORS = (2, 3, 4, 8, 16)
CONSTS = ("0.5", "2", "1.5", "0.25", "3", "0.75")
DIVISORS = ("3", "2", "4.0", "7")


@dataclass
class Case:
    text: str
    sizes: dict[str, int]
    seed: int
    # the generator could not prove every producer's region is at least its split factor
    maybe_small_producer_split: bool = False

    def __repr__(self) -> str:
        return (f"Case(sizes={self.sizes}, seed={self.seed}, "
                f"maybe_small_producer_split={self.maybe_small_producer_split}, text='''\n"
                f"{self.text}''')")


@dataclass
class _Loop:
    """A loop: its dimension and how many points of that dimension one iteration covers."""
    name: str
    dim: str
    points: int          # 1 for a point loop (y, yi, xi.v); F for yo split by F


@dataclass
class _Func:
    name: str
    reads: list = field(default_factory=list)   # (source, dy, dx)
    body: str = ""


def _offsets(funcs: dict[str, _Func], name: str, inputs: set[str], memo: dict) -> dict:
    """input -> (min dy, max dy, min dx, max dx) over every path from func `name`."""
    if name in memo:
        return memo[name]
    out: dict[str, list[int]] = {}
    for src, dy, dx in funcs[name].reads:
        if src in inputs:
            subs = {src: (0, 0, 0, 0)}
        else:
            subs = _offsets(funcs, src, inputs, memo)
        for i, (a, b, c, d) in subs.items():
            cur = out.setdefault(i, [a + dy, b + dy, c + dx, d + dx])
            cur[0], cur[1] = min(cur[0], a + dy), max(cur[1], b + dy)
            cur[2], cur[3] = min(cur[2], c + dx), max(cur[3], d + dx)
    memo[name] = {k: tuple(v) for k, v in out.items()}
    return memo[name]


def _leaf(src: str, dy: int, dx: int) -> str:
    def off(v, d):
        return v if d == 0 else (f"{v} + {d}" if d > 0 else f"{v} - {-d}")
    return f"{src}({off('y', dy)}, {off('x', dx)})"


@st.composite
def _body(draw, leaves: list[str]) -> str:
    """Combine the reads with + - * min max select, constants and a division."""
    def term(leaf):
        k = draw(st.integers(0, 5))
        if k == 0:
            return f"{draw(st.sampled_from(CONSTS))} * {leaf}"
        if k == 1:
            return f"({leaf} + {draw(st.sampled_from(CONSTS))})"
        return leaf

    e = term(leaves[0])
    for leaf in leaves[1:]:
        t = term(leaf)
        op = draw(st.sampled_from(("+", "-", "*", "+", "min", "max", "select")))
        if op in ("+", "-", "*"):
            e = f"({e} {op} {t})"
        elif op in ("min", "max"):
            e = f"{op}({e}, {t})"
        else:
            # a select on the new term alone (never on `e`, whose text would double each time),
            # continuous where the condition flips, so that rounding differences (FMA
            # contraction in C) cannot change the result by much
            c = draw(st.sampled_from(("0.5", "0.25", "0.75")))
            sel = draw(st.sampled_from((f"select({t} > {c}, {t}, {c})",
                                        f"select({t} > {c}, {c}, {t})",
                                        f"select({t} > {c}, ({t} - {c}) * 2, 0.0)",
                                        f"select({c} > {t}, {c} - {t}, {t} - {c})")))
            e = f"({e} {draw(st.sampled_from(('+', '-')))} {sel})"
    if len(leaves) == 1 and draw(st.booleans()):
        e = draw(st.sampled_from((f"min({e}, 0.5)", f"max({e}, 0.25)", f"-{e}", f"({e} * {e})")))
    k = draw(st.integers(0, 3))
    if k == 0:
        e = f"{e} / {draw(st.sampled_from(DIVISORS))}"
    elif k == 1 and len(leaves) > 1:
        e = f"({e}) / {len(leaves)}"
    return e


@dataclass
class Algorithm:
    """The funcs of a random stencil pipeline (shared by the CPU and GPU schedule strategies):
    `names` in order, each reading inputs and earlier funcs, the last the output, defined over
    its range less `margins` (lo_y, hi_y, lo_x, hi_x) where `ranged`."""
    inputs: list[str]
    boundary: dict[str, str]
    names: list[str]
    funcs: dict[str, _Func]
    margins: tuple[int, int, int, int]
    ranged: bool

    @property
    def out(self) -> str:
        return self.names[-1]

    def readers(self, g: str, inline) -> set[str]:
        """The funcs that read g, looking through those `inline(func)` says are inlined."""
        rs = set()
        for r in self.names[self.names.index(g) + 1:]:
            if any(src == g for src, _, _ in self.funcs[r].reads):
                rs |= self.readers(r, inline) if inline(r) else {r}
        return rs

    def offsets(self, target: str) -> tuple[int, int, int, int]:
        """(min dy, max dy, min dx, max dx) of the output's reads of `target` (func or input)."""
        if target == self.out:
            return (0, 0, 0, 0)
        return _offsets(self.funcs, self.out, set(self.inputs) | {target}, {})[target]

    def sizes(self, ey: int, ex: int) -> dict[str, int]:
        """H and W for an output extent of ey x ex."""
        lo_y, hi_y, lo_x, hi_x = self.margins
        return {"H": ey + lo_y + hi_y, "W": ex + lo_x + hi_x}

    def text(self, sched: list[str]) -> str:
        """The program: sizes, inputs, funcs, output, and `schedule s` of the lines `sched`."""
        lo_y, hi_y, lo_x, hi_x = self.margins
        lines = ["param W: i32 = 64", "param H: i32 = 64"]
        lines += [f"input {i}: f32[H, W] boundary {self.boundary[i]}" for i in self.inputs]
        lines += [f"func {n}(y, x) = {self.funcs[n].body}" for n in self.names]
        if self.ranged:
            lines.append(f"output {self.out}[{lo_y} .. H - {hi_y}, {lo_x} .. W - {hi_x}]")
        else:
            lines.append(f"output {self.out}[H, W]")
        return "\n".join(lines + ["schedule s {"] + [f"    {c}" for c in sched] + ["}"]) + "\n"


@st.composite
def algorithms(draw) -> Algorithm:
    # ---- the algorithm
    n_in = draw(st.integers(1, 2))
    inputs = [f"in{i}" for i in range(n_in)]
    boundary = {i: draw(st.sampled_from(("clamp", "zero", "none"))) for i in inputs}
    n_f = draw(st.integers(1, 4))
    names = [f"f{i}" for i in range(n_f)]
    funcs = {n: _Func(n) for n in names}
    small = st.integers(-2, 2)
    for i, n in enumerate(names):
        sources = inputs + names[:i]
        for _ in range(draw(st.integers(1, 3))):
            funcs[n].reads.append((draw(st.sampled_from(sources)), draw(small), draw(small)))
    # every func is read by a later one, every input by some func: all reachable from the output
    for j, n in enumerate(names[:-1]):
        if not any(src == n for g in names[j + 1:] for src, _, _ in funcs[g].reads):
            g = names[draw(st.integers(j + 1, n_f - 1))]
            funcs[g].reads.append((n, draw(small), draw(small)))
    for i in inputs:
        if not any(src == i for g in names for src, _, _ in funcs[g].reads):
            g = names[draw(st.integers(0, n_f - 1))]
            funcs[g].reads.append((i, draw(small), draw(small)))
    for n in names:
        funcs[n].body = draw(_body([_leaf(*r) for r in funcs[n].reads]))
    out = names[-1]

    # the output's range: reads of `none` inputs must stay inside [0, H) x [0, W)
    offs = _offsets(funcs, out, set(inputs), {})
    none_in = [i for i in inputs if boundary[i] == "none"]
    lo_y = hi_y = lo_x = hi_x = 0
    if none_in:
        lo_y = max(0, *(-offs[i][0] for i in none_in)) + draw(st.integers(0, 1))
        hi_y = max(0, *(offs[i][1] for i in none_in)) + draw(st.integers(0, 1))
        lo_x = max(0, *(-offs[i][2] for i in none_in)) + draw(st.integers(0, 1))
        hi_x = max(0, *(offs[i][3] for i in none_in)) + draw(st.integers(0, 1))
    elif draw(st.integers(0, 3)) == 0:
        lo_y, hi_y, lo_x, hi_x = (draw(st.integers(0, 3)) for _ in range(4))
    ranged = bool(any((lo_y, hi_y, lo_x, hi_x)) or (none_in and draw(st.booleans())))
    return Algorithm(inputs, boundary, names, funcs, (lo_y, hi_y, lo_x, hi_x), ranged)


@st.composite
def cases(draw) -> Case:
    alg = draw(algorithms())
    names, out = alg.names, alg.out
    n_f = len(names)

    # ---- the output's schedule
    factors: list[int] = []
    need = {"y": 1, "x": 1}          # the least output extent per dimension
    words: list[str] = []
    shape = draw(st.sampled_from(("none", "tile", "split_x", "split_y")))
    if shape == "tile":
        fy, fx = draw(st.sampled_from(FACTORS)), draw(st.sampled_from(FACTORS))
        words.append(f"tile(y, x, yo, xo, yi, xi, {fy}, {fx})")
        loops = [_Loop("yo", "y", fy), _Loop("xo", "x", fx), _Loop("yi", "y", 1), _Loop("xi", "x", 1)]
        factors += [fy, fx]
    elif shape == "split_x":
        fx = draw(st.sampled_from(FACTORS))
        words.append(f"split(x, xo, xi, {fx})")
        loops = [_Loop("y", "y", 1), _Loop("xo", "x", fx), _Loop("xi", "x", 1)]
        factors.append(fx)
    elif shape == "split_y":
        fy = draw(st.sampled_from(FACTORS))
        words.append(f"split(y, yo, yi, {fy})")
        loops = [_Loop("yo", "y", fy), _Loop("yi", "y", 1), _Loop("x", "x", 1)]
        factors.append(fy)
    else:
        loops = [_Loop("y", "y", 1), _Loop("x", "x", 1)]
    split_factor = {l.name: l.points for l in loops if l.points > 1}   # outer loop -> factor
    inner_factor = {"yi": split_factor.get("yo"), "xi": split_factor.get("xo")}

    if draw(st.integers(0, 2)) == 0:
        chosen = draw(st.lists(st.sampled_from([l.name for l in loops]), min_size=2, unique=True))
        words.append(f"reorder({', '.join(chosen)})")
        slots = sorted(i for i, l in enumerate(loops) if l.name in chosen)
        by_name = {l.name: l for l in loops}
        for slot, name in zip(slots, chosen):      # irc's reorder: outer to inner, in place
            loops[slot] = by_name[name]

    def rounded_up(loop: _Loop, k: int) -> int:
        """The fewest points an iteration of the outer loop of `loop` split by k covers: k times
        loop's, or, where `loop` is itself an outer loop (its split rounds up, the extra
        iterations computing the last tile again), only loop's (xo split by 2 over 3 tiles: the
        last iteration covers one tile)."""
        return loop.points * k if loop.points == 1 else loop.points

    def extent_need(loop: _Loop, k: int):
        """Make loop `loop` have at least k iterations, where a split by k needs them: an outer
        loop of a split needs none (irc rounds its split up, as Halide does)."""
        if loop.name in inner_factor and inner_factor[loop.name]:
            return inner_factor[loop.name] >= k
        if loop.points == 1:
            need[loop.dim] = max(need[loop.dim], k)
        return True

    def split_in_place(name: str, suffix: str, k: int):
        i = next(j for j, l in enumerate(loops) if l.name == name)
        base = loops[i]
        loops[i:i + 1] = [_Loop(f"{name}.o", base.dim, rounded_up(base, k)),
                          _Loop(f"{name}.{suffix}", base.dim, base.points)]

    vectorized = None
    if draw(st.booleans()):
        inner = loops[-1]
        guarded = draw(st.booleans())       # GuardWithIf: any extent, the last vector partial
        if draw(st.booleans()) and (guarded or extent_need(inner, 4)):
            words.append(f"vectorize({inner.name}, 4{', GuardWithIf' if guarded else ''})")
            split_in_place(inner.name, "v", 1 if guarded else 4)
            factors += [] if guarded else [4]
        else:
            words.append(f"vectorize({inner.name})")
        vectorized = inner.name
    if draw(st.integers(0, 2)) == 0:
        options = [l for l in loops if not l.name.endswith(".v") and l.name != vectorized]
        if options:
            target = draw(st.sampled_from(options))
            k = draw(st.sampled_from((2, 4)))
            if extent_need(target, k):
                words.append(f"unroll({target.name}, {k})")
                split_in_place(target.name, "u", k)
                factors += [k] if target.points == 1 else []
    outers = [l for l in loops if l.points > 1]
    if outers and draw(st.integers(0, 2)) == 0:      # a nested split, of any factor
        target = draw(st.sampled_from(outers))
        k = draw(st.sampled_from(FACTORS))
        words.append(f"split({target.name}, {target.name}_o, {target.name}_i, {k})")
        i = loops.index(target)
        loops[i:i + 1] = [_Loop(f"{target.name}_o", target.dim, rounded_up(target, k)),
                          _Loop(f"{target.name}_i", target.dim, target.points)]
    if draw(st.booleans()) and "." not in loops[0].name:
        words.append(f"parallel({loops[0].name})")
    sched = [f"{out}." + ".".join(words)] if words else []

    # ---- the producers' schedules, readers first.  places: func -> ("inline",) | ("root",) |
    # ("at", g, loop); loops_of: func -> its loops, outer to inner, after its splits
    places: dict[str, tuple] = {out: ("root",)}
    loops_of: dict[str, list[_Loop]] = {out: loops}
    maybe_small = False
    chains: dict[str, str] = {}      # producer -> its words (not inline)

    def loop_in(r, g):
        """The loop of g under which r is computed (following compute_at), or None."""
        while places[r][0] == "at":
            if places[r][1] == g:
                return places[r][2]
            r = places[r][1]
        return None

    def least(f, dim):
        """Fewest points of f's region per compute (0: the whole extent), conservatively."""
        if places[f][0] == "root":
            return 0
        _, g, v = places[f]
        gl = loops_of[g]
        outside = [l for l in gl[:[l.name for l in gl].index(v) + 1] if l.dim == dim]
        if not outside:
            return least(g, dim) if g != out else 0
        if g != out:                      # a producer's loop: say one point
            return 1
        return min(l.points for l in outside)     # xi outside xo: one point

    for j in range(n_f - 2, -1, -1):
        f = names[j]
        readers = alg.readers(f, lambda r: places[r][0] == "inline")
        legal = []
        # compute_at the output (the brief) or, less often, a later producer that is not inlined
        hosts = [out] + [g for g in names[j + 1:-1] if places[g][0] != "inline" and draw(st.integers(0, 2)) == 0]
        for g in hosts:
            order = [l.name for l in loops_of[g]]
            for v in order:
                if v.endswith(".v"):
                    continue
                if all(r == g or (loop_in(r, g) is not None and order.index(loop_in(r, g)) >= order.index(v))
                       for r in readers):
                    legal.append((g, v))
        twins = [b for b in chains if not depends(alg, b, f) and (places[b] == ("root",) or places[b][1:] in legal)]
        if twins and draw(st.integers(0, 2)) == 0:      # as a later producer is: a pair compute_with may fuse
            b = draw(st.sampled_from(twins))
            places[f], loops_of[f], chains[f] = places[b], list(loops_of[b]), chains[b]
            sched.append(f"{f}.{chains[f]}")
            maybe_small |= any(w in chains[f] for w in ("x, 4)", "2)"))
            continue
        hoist = ("hoist",) if not any("parallel(" in w for w in sched) else ()    # hoisted storage: no parallel loop out
        kind = draw(st.sampled_from(("inline", "root", "at", "store_root") + hoist if legal else ("inline", "root")))
        if kind == "inline":
            places[f] = ("inline",)
            sched.append(f"{f}.compute_inline()")
            continue
        if kind == "root":
            places[f] = ("root",)
            chain = ["compute_root()"]
        else:
            g, v = draw(st.sampled_from(legal))
            places[f] = ("at", g, v)
            chain = (["store_root()"] if kind == "store_root" else []) + [f"compute_at({g}, {v})"] + \
                (["hoist_storage_root()"] if kind == "hoist" else [])
        fl = [_Loop("y", "y", 1), _Loop("x", "x", 1)]
        # a tail strategy: RoundUp grows the producer's region (not past an input without a
        # boundary condition, which would be refused), GuardWithIf skips points; either takes
        # any region, where Auto's shift needs one of the factor's points
        tails = ("", "", ", GuardWithIf") + ((", RoundUp",) if "none" not in alg.boundary.values() else ())
        if draw(st.booleans()):
            lx, tail = least(f, "x"), draw(st.sampled_from(tails))
            if SMALL_PRODUCERS or lx == 0 or lx >= 4 or tail:
                chain.append(f"vectorize(x, 4{tail})")
                fl[1:2] = [_Loop("x.o", "x", 4), _Loop("x.v", "x", 1)]
                factors += [] if tail else [4]
                maybe_small |= lx != 0 and lx < 4 and not tail
        if draw(st.integers(0, 2)) == 0:
            ly, tail = least(f, "y"), draw(st.sampled_from(tails))
            if SMALL_PRODUCERS or ly == 0 or ly >= 2 or tail:
                chain.append(f"split(y, yo, yi, 2{tail})")
                fl[0:1] = [_Loop("yo", "y", 2), _Loop("yi", "y", 1)]
                factors += [] if tail else [2]
                maybe_small |= ly != 0 and ly < 2 and not tail
        loops_of[f], chains[f] = fl, ".".join(chain)
        sched.append(f"{f}.{chains[f]}")

    fused = compute_with(draw, alg, places, loops_of)
    sched += [fused] if fused else []

    # ---- sizes: the output extent at least every factor (and what the loops need)
    big = max(factors + [1])
    ey = max(big, need["y"]) + draw(st.integers(0, 20))
    ex = max(big, need["x"]) + draw(st.integers(0, 20))
    return Case(alg.text(sched), alg.sizes(ey, ex), draw(st.integers(0, 2**16)), maybe_small)

