"""autotile(n): isl's scheduler chooses the order, then its outermost band is tiled and run as
parallel wavefronts of tiles, where the arrays do not fit in the cache.

isl's scheduler (`isl_schedule_constraints_compute_schedule`, Pluto's algorithm: tiling
hyperplanes that keep every dependence distance non-negative and short, fusing and shifting
statements) is given every dependence as validity, proximity and coincidence constraints.  It
runs twice: fusing what it can, and with each strongly connected component of the dependence
graph in nests of its own; the schedule whose outermost bands hold more loops of the statements
is tiled (`_isl_schedule`: jacobi2d's two nests fused, shifted by one and skewed by 2t, one band
(t, i, j); 2mm's products apart, each a band (i, j, k), where fused they shared the band (i)).
The band's loop with the most accesses at unit stride runs innermost (strides.py: gemm's j,
not isl's k, so that the tile's inner loop vectorises).  The outermost band (permutable by
construction) is tiled by n on every member when it has two or more; its tiles run as parallel
wavefronts, or, when its first member is coincident (no dependence carried: gemm's i), that
tile loop runs in parallel.  Where isl runs the statements in nests one after the other (a
sequence at the root of its tree: trmm's updates, then its scaling), the nests' bands are tiled
alike on the flat schedule's dimensions after the nest's place: as many as the deepest band has
where that keeps every dependence (a shallower nest is constant there), else as many as the
shallowest.  What is left untiled is said, with the reason, in the order's notes (isl_codegen
warns them: `irc: note: ...`), and every choice with its reason in the order's `choices`
(`irc compile --emit stats`).

Tiles pay only where the data does not fit in the cache: for a call whose arrays fit in the
level-2 cache, they add loop overhead and break the long unit-stride loops the C compiler
vectorises (MEDIUM PolyBench, one thread: jacobi-2d's and heat-3d's tiles 0.58 and 0.70 of
PolyBench's C, as written 1.0 and 1.3).  So the tiled order comes with the proc's own order
(`small`): isl_codegen writes both, and the code runs the proc as written where the bytes of
the arrays it reads again (`reused_arrays`) at the call's sizes are at most the level-2 cache
of the machine it runs on (`cache_bytes(2)`, read when it runs); a proc that reads no array
again is not tiled (gesummv's tiles, LARGE: 1.46 of PolyBench's C against 5.6 as written).  The proc as written runs its outermost loops in
parallel where they carry no dependence (`as_written`); so does `autotile` where it tiles
nothing (isl's order untiled was no faster than the text's on any PolyBench kernel).

The loops are named after what they iterate (`_names`): jacobi2d's 2t + i is its `i`, skewed,
trmm's update nest under isl runs `j` outermost; a dimension the statements disagree on is
`c<position>`, never the name of a loop at that depth of the text that it does not run.

The schedule is flattened into one map per statement (isl's scheduler gives each statement a
schedule of full rank), followed by the statement's place in the proc's text: isl may map
instances of two statements to one point (jacobi2d's S0[t, i, j] and S1[t, i - 1, j - 1]) when
no dependence orders them; the text's order then breaks the tie, so the order is a total one
and the generated code deterministic.
"""
from __future__ import annotations

from dataclasses import dataclass, replace

import islpy as isl

from ...diagnostics import CompileError
from ..nodes import Load
from ..visitor import uses_var, walk
from .deps import Deps
from .polyhedral import Scop, Statement
from .proc_order import ProcOrder, fresh, original, remap, without_fixed
from .reschedule import keeps, negative_in_band, parallel, parallel_loop, tile, wavefront
from .strides import unit_stride_innermost

_OUT = isl.dim_type.out


def autotile(deps: Deps, word, *sizes: int) -> ProcOrder:
    """`autotile(n)`: every loop of the outermost band tiled by n (the innermost by 8n where its
    rows vectorise in wavefronts: `_factors`); `autotile(n1, .., nk)`: its first k loops by
    n1 .. nk, the others whole (a long innermost loop for the C compiler).  A
    band left untiled is said in the order's notes, with the reason."""
    scop = deps.scop
    schedule, how = _isl_schedule(scop, deps)
    flat = schedule.get_map()
    maps = [_flat(flat, s).flat_range_product(_position(s.domain, k)) for k, s in enumerate(scop.statements)]
    names = _names(scop, maps)
    order = without_fixed(scop, maps, names)
    band = _outer_band(schedule.get_root().child(0))
    dims, at, left = _tileable(order, deps, band, names)
    if len(sizes) > max(len(dims), 1):
        raise CompileError(f"{word.text()} gives {len(sizes)} tile sizes; the outermost band isl found has "
                           f"{len(dims)} loops ({', '.join(dims)})", word.span)
    written = as_written(deps, word)
    reused = reused_arrays(deps)
    found = f"{how}: ({', '.join(order.names)}), outermost band ({', '.join(dims)})"
    if len(dims) >= 2 and not reused:
        left = ("no array is read again across a loop (each element is used in one iteration of every "
                "loop around it): tiles would keep nothing in the cache")
    if len(dims) < 2 or not reused:
        note = f"{word.text()} tiles nothing: {left}; the nest runs as written{_parallel_note(written)}"
        return replace(written, notes=(note,), choices=(found, note))
    order, innermost = unit_stride_innermost(order, deps, at, len(dims))
    dims = order.names[at:at + len(dims)]
    factors = _factors(deps, sizes, dims, band.coincident)
    tiled = tile(order, deps, word, dims[:len(factors)], factors)
    apart = _apart_at(order, deps, len(dims), len(factors)) \
        if band.start == 0 and at == 0 and len(dims) == band.widths[0] else None
    if apart is not None:
        tiled = replace(_apart(tiled, len(factors) + apart, len(factors) + len(dims)), tiles=tiled.tiles)
    notes = (f"{word.text()} {left}",) if left else ()
    tiled = replace(tiled, notes=notes, small=written, reused=reused)
    tiles = tiled.tiles
    tiled = parallel(tiled, deps, word, tiles[0]) if band.coincident else wavefront(tiled, deps, word)
    runs = (f"tile loop {tiles[0]} in parallel (it carries no dependence)" if band.coincident else
            f"tiles in parallel wavefronts ({tiled.names[at]} = {' + '.join(tiles[:2])}, {tiles[1]} in parallel)")
    return replace(tiled, choices=(
        found, innermost, f"tiles of {' x '.join(map(str, factors))} on ({', '.join(dims[:len(factors)])}); {runs}",
        *notes, f"arrays used again: {', '.join(reused)}; where their bytes fit in the level-2 cache the proc runs "
                f"as written{_parallel_note(written)}"))


def as_written(deps: Deps, word) -> ProcOrder:
    """The proc's own order with its outermost parallel loops (those that carry no dependence,
    inside none that runs in parallel) in parallel: what `autotile` runs where its arrays fit
    in the cache (tiles would only add loop overhead there) or where it tiles nothing.  Inside
    a loop that runs serially, only a parallel loop directly inside the outermost loop and with
    a loop of its own inside (adi's sweeps over i in its time loop, LARGE: two threads 2.6 of
    PolyBench's C, one 1.3): its iterations share out a plane's work between two barriers,
    where jacobi-1d's row of 2,000 points would not pay for them, nor doitgen's p loop inside
    two serial loops, a team started for each of their 21,000 iterations (two threads: 0.26)."""
    order = replace(original(deps.scop), written=True)
    loops, marked = deps.scop.loops, set()
    for k, info in enumerate(deps.loops):           # the text's order: a loop after the one around it
        inner = info.depth == 1 and loops[k].parent not in marked and any(loop.parent == k for loop in loops)
        if info.parallel and (info.depth == 0 or inner):
            found = parallel_loop(order, deps, word, k)
            if found is not None:
                order, marked = found, marked | {k}
    return order


def reused_arrays(deps: Deps) -> tuple[str, ...]:
    """The arrays some statement accesses at an element that one of its loops does not move
    (gemm's B[k, j] in the i loop, jacobi-2d's A[i, j] in the t loop), or that a dependence
    carried by a loop reaches again (jacobi-1d's A[t + 1, i] written, read as A[t, i - 1] at the
    next t): the data tiles can keep in the cache between uses.  An array read once per element
    (gesummv's A and B, trisolv's L) gains nothing from tiles."""
    found = [d.buffer for d in deps.dependences if any(bound != (0, 0) for bound in d.bounds)]
    for s in deps.scop.statements:
        loops = s.domain.get_var_names(isl.dim_type.set)
        for access in (s.store, *(e for e in walk(s.store.value) if isinstance(e, Load))):
            if access.indices and any(not any(uses_var(i, v) for i in access.indices) for v in loops):
                found.append(access.buffer)
    return tuple(dict.fromkeys(found))


def _parallel_note(order: ProcOrder) -> str:
    loops = order.parallel + tuple(dim for dim, _ in order.nests)
    return f", its loops {', '.join(dict.fromkeys(loops))} in parallel" if loops else ""


@dataclass(frozen=True)
class _Band:
    """The outermost band of isl's schedule tree: at the root (`start` 0), or one per nest where
    the tree first runs the statements in nests one after the other (`start` 1: the flat
    schedule's first dimension is the nest's place); `widths` its loops per nest, `nests` the
    statements of each, `coincident` when every nest's first loop carries no dependence."""
    start: int
    widths: tuple[int, ...]
    nests: tuple[tuple[str, ...], ...]
    coincident: bool


def _outer_band(node: isl.ScheduleNode) -> _Band:
    kind = node.get_type()
    if kind == isl.schedule_node_type.band:
        return _Band(0, (node.band_n_member(),), (), bool(node.band_member_get_coincident(0)))
    if kind not in (isl.schedule_node_type.sequence, isl.schedule_node_type.set):
        return _Band(0, (), (), False)
    filters = [node.child(k) for k in range(node.n_children())]
    bands = [f.child(0) if f.child(0).get_type() == isl.schedule_node_type.band else None for f in filters]
    nests = tuple(_statements(f.filter_get_filter()) for f in filters)
    return _Band(1, tuple(b.band_n_member() if b else 0 for b in bands), nests,
                 all(b is not None and b.band_member_get_coincident(0) for b in bands))


def _statements(filter_: isl.UnionSet) -> tuple[str, ...]:
    sets = filter_.get_set_list()
    return tuple(sorted(sets.get_at(k).get_tuple_name() for k in range(sets.n_set())))


def _tileable(order: ProcOrder, deps: Deps, band: _Band, names: list[str]) -> tuple[tuple[str, ...], int, str]:
    """The dimensions of the order to tile, where they start, and what is left whole and why
    (everything, when fewer than two dimensions).  Nests of different depths: the widest band's
    dimensions when tiling every nest on them keeps each dependence, else the narrowest's (the
    deeper loops of the other nests whole)."""
    widest, narrowest = max(band.widths, default=0), min(band.widths, default=0)
    dims = ()
    for width in dict.fromkeys((widest, narrowest)):
        dims = tuple(x for x in names[band.start:band.start + width] if x in order.names)
        at = order.names.index(dims[0]) if dims else 0
        if len(dims) >= 2 and negative_in_band(order, deps, at, at + len(dims)) is None:
            return dims, at, "" if width == widest else \
                (f"keeps {_deeper(band, names)} whole: tiling them with the other nests' loops {_BACKWARDS}")
    if not band.widths:
        return (), 0, "isl's scheduler found no band of loops around the statements"
    if not band.start:
        one = f" ({dims[0]})" if dims else ""
        return dims, 0, (f"the outermost band of permutable loops that isl's scheduler found is one loop{one}; "
                         f"tiling needs two")
    lines = {st.name: f"{st.name} (line {st.line})" for st in order.scop.statements}
    nests = "; ".join(", ".join(lines[x] for x in n) + f": {w} loop{'s' * (w != 1)}"
                      for n, w in zip(band.nests, band.widths))
    why = "tiling needs two loops in each" if widest < 2 else \
        f"tiling {_deeper(band, names)} with the others' loops {_BACKWARDS}, and fewer than two loops are common"
    return (), 0, f"isl's scheduler runs the statements in nests one after the other ({nests}): {why}"


_BACKWARDS = "would break a dependence (a negative distance in the band)"


def _deeper(band: _Band, names: list[str]) -> str:
    """The loops of the deeper nests below the narrowest band."""
    below = names[band.start + min(band.widths):band.start + max(band.widths)]
    return f"the loops ({', '.join(below)}) of the deeper nests"


def _factors(deps: Deps, sizes: tuple[int, ...], dims: tuple[str, ...], coincident: bool) -> tuple[int, ...]:
    """`autotile(n1, .., nk)`: as given.  `autotile(n)`: n on every loop of the band, and 8n on
    the innermost where the tiles run as wavefronts and that loop is one whose rows vectorise
    (a loop of the text, every loop over its variable free of carried dependences): a tile's
    rows, 8n long, give the vector loop its length and make fewer tiles, each a barrier of the
    wavefront (LARGE, one thread, PolyBench's C over irc: jacobi-2d 1.65 -> 2.10, heat-3d
    1.07 -> 1.40, fdtd-2d 1.10 -> 1.72).  Not where the rows carry a dependence (seidel-2d
    1.30 -> 1.06, cholesky 2.1 -> 1.8), nor where the band's first loop runs in parallel
    (trmm 2.0 -> 1.3, syr2k 3.2 -> 2.0)."""
    if len(sizes) > 1:
        return sizes
    innermost = [info for info in deps.loops if info.var == dims[-1]]
    rows = not coincident and innermost and all(info.parallel for info in innermost)
    return sizes * (len(dims) - 1) + (sizes[0] * 8 if rows else sizes[0],)


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
    the untiled band with the statement dimensions moved before member `at` is the check, with
    the live ranges of the vars (symm's temp2, reset per j: its statements apart, every j's
    reset would run before any j's sum)."""
    if len(order.names) <= members:
        return None
    preferred = tiled - 1 if members - tiled <= 1 else members - 1
    for at in dict.fromkeys((preferred, members - 1)):
        apart = _apart(order, at, members) if at >= 1 else None
        if apart is not None and keeps(apart, deps):
            return at
    return None


def _isl_schedule(scop: Scop, deps: Deps) -> tuple[isl.Schedule, str]:
    """isl's schedule fusing what it can (its default), or keeping each strongly connected
    component of the dependence graph in nests of its own (`serialize_sccs`, Pluto's nofuse),
    whichever puts more loops of the statements in their outermost bands, which autotile tiles
    (fused on a tie).  Fusion gives the stencils their one band over time and space; apart,
    each product of 2mm, 3mm, gemm, correlation gets a band of three loops where fused they
    shared one loop or two (LARGE, one thread: 2mm 1.0 -> 7.7 of PolyBench's C, correlation 1.0
    -> 10.8; fdtd-2d and jacobi-2d, which tie, 1.1 and 1.6 fused, 0.5 and 0.6 apart)."""
    ctx = scop.context.get_ctx()
    fused = _computed(scop, deps)
    ctx.set_schedule_serialize_sccs(1)
    try:
        apart = _computed(scop, deps)
    finally:
        ctx.set_schedule_serialize_sccs(0)
    fused_depth, apart_depth = _band_depth(fused.get_root()), _band_depth(apart.get_root())
    if apart_depth > fused_depth:
        return apart, (f"isl's order with each strongly connected component apart (outermost bands over "
                       f"{apart_depth} loops of the statements; fused: {fused_depth})")
    return fused, (f"isl's order, fused (outermost bands over {fused_depth} loops of the statements; each strongly "
                   f"connected component apart: {apart_depth})")


def _band_depth(node: isl.ScheduleNode, above: int = 0) -> int:
    """Over the statements, the loops of the outermost band above each."""
    kind = node.get_type()
    if kind == isl.schedule_node_type.band and not above:
        above = node.band_n_member()
    if kind == isl.schedule_node_type.leaf:
        return above * node.get_domain().get_set_list().n_set()
    return sum(_band_depth(node.child(k), above) for k in range(node.n_children()))


def _computed(scop: Scop, deps: Deps) -> isl.Schedule:
    domains = isl.UnionSet.empty(scop.context.get_space())
    for s in scop.statements:
        domains = domains.union(isl.UnionSet.from_set(s.domain))
    relations = deps.relation
    live = scop.union(d.relation for var in deps.private_candidates for d in deps.live_ranges(var))
    reuse = scop.union(d.relation for var in deps.private_candidates for d in deps.reuses(var))
    constraints = (isl.ScheduleConstraints.on_domain(domains).set_context(scop.context)
                   .set_validity(relations).set_proximity(relations).set_coincidence(relations)
                   .set_conditional_validity(live, reuse))
    try:
        return constraints.compute_schedule()
    except isl.Error as e:
        raise CompileError(f"autotile: isl's scheduler found no schedule ({e})", None) from None


def _position(domain: isl.Set, k: int) -> isl.Map:
    """domain -> [k]: the statement's place in the proc's text."""
    return isl.Map.from_domain_and_range(domain, isl.Set(f"{{ [{k}] }}", context=domain.get_ctx()))


def _flat(flat: isl.UnionMap, statement: Statement) -> isl.Map:
    """The statement's schedule in `flat`; an empty map when it has none (isl schedules no
    statement whose domain is empty for every size: `for j in i .. i - 1`)."""
    maps = flat.get_map_list()
    found = next((maps.get_at(k) for k in range(maps.n_map())
                  if maps.get_at(k).get_tuple_name(isl.dim_type.in_) == statement.name), None)
    if found is None:
        n = maps.get_at(0).dim(_OUT) if maps.n_map() else 0
        return isl.Map.from_domain(statement.domain).add_dims(_OUT, n)
    return found.reset_tuple_id(_OUT)


def _names(scop: Scop, maps: list[isl.Map]) -> list[str]:
    """Each dimension after what it iterates: a loop variable v when, in every statement where
    it adds a variable to the dimensions before it, it is v + (those variables): jacobi2d's
    hyperplane 2t + i after t is its `i` skewed, trmm's first dimension `j` where isl put the j
    loop outermost; a dimension that only repeats earlier variables for a statement (lu's S1 at
    the k dimension, j) does not vote.  Any other dimension, one on which the statements
    disagree, or one that is not affine, is `c<position>`."""
    n = maps[0].dim(_OUT) if maps else 0
    terms = [_terms(m, n) for m in maps if not m.is_empty()]        # a statement that never runs: no vote
    names: list[str] = []
    for k in range(n):
        votes = {_vote(t, k) for t in terms} - {None}
        name = votes.pop() if len(votes) == 1 else ""
        names.append(name if name and name not in names else fresh(scop, f"c{k}", names))
    return names


def _terms(m: isl.Map, n: int) -> list[dict[str, int]] | None:
    """Per dimension of `m` (one affine piece), the coefficients of the statement's loop variables;
    None when a dimension is not one affine expression."""
    pieces = m.as_pw_multi_aff()
    if pieces.n_piece() != 1:
        return None
    loops = m.get_var_names(isl.dim_type.in_)
    out = []
    for k in range(n):
        affs = [aff for _, aff in pieces.get_pw_aff(k).get_pieces()]
        if len(affs) != 1 or affs[0].dim(isl.dim_type.div):
            return None
        aff = affs[0]
        out.append({v: aff.get_coefficient_val(isl.dim_type.in_, j).to_python() for j, v in enumerate(loops)})
    return out


def _vote(terms: list[dict[str, int]] | None, k: int) -> str | None:
    """The variable dimension k adds for one statement (`""`: not a loop variable alone, or not
    affine), None where it adds none."""
    if terms is None:
        return ""
    seen = {v for t in terms[:k] for v, c in t.items() if c}
    new = {v: c for v, c in terms[k].items() if c and v not in seen}
    if not new:
        return None
    return next(iter(new)) if len(new) == 1 and set(new.values()) == {1} else ""
