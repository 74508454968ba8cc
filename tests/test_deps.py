"""The polyhedral front end (irc.ir.analysis.polyhedral) and exact dependences (irc.ir.analysis.deps)
on loop IR built by hand, in the form the proc lowering produces: the seed's Jacobi and
Gauss-Seidel (part B's distance vectors), PolyBench's seidel-2d, gemm, lu and jacobi-2d, and a
loop with no dependence; then on the example procs, through `prog.deps` and `irc deps` (goldens:
`pytest --update-golden` rewrites tests/golden/procs/*/*.deps)."""
from __future__ import annotations

import islpy as isl
import pytest

import irc
from conftest import EXAMPLES
from irc.cli import main
from irc.diagnostics import CompileError, Span, UsageError
from irc.ir.analysis.deps import analyze
from irc.ir.analysis.polyhedral import build_scop
from irc.ir.nodes import Binary, Block, Const, For, Function, If, LetStmt, Load, Store, Var, While, add, mul, sub

T, N, M, K = Var("T"), Var("N"), Var("M"), Var("K")
t, i, j, k = Var("t"), Var("i"), Var("j"), Var("k")


def c(v: int) -> Const:
    return Const(v)


def at(line: int) -> Span:
    return Span(line, 1, line, 2)


def loop(var: Var, lo, hi, body, line: int) -> For:
    """`for var in lo .. hi { body }` as the proc lowering writes it."""
    return For(var.name, lo, hi if lo == c(0) else sub(hi, lo), "serial", body, at(line))


def off(v: Var, d: int):
    """`v + d` as written."""
    return v if d == 0 else add(v, c(d)) if d > 0 else sub(v, c(-d))


def load(buffer: str, *idx) -> Load:
    return Load(buffer, tuple(idx), "f64")


def total(*terms):
    out = terms[0]
    for e in terms[1:]:
        out = Binary("+", out, e, "f64")
    return out


def store(buffer: str, idx, value, line: int) -> Store:
    return Store(buffer, tuple(idx), value, at(line))


def update(buffer: str, idx, e, line: int) -> Store:
    """`buffer[idx] += e`."""
    return store(buffer, idx, Binary("+", load(buffer, *idx), e, "f64"), line)


def proc(name: str, params, body) -> Function:
    return Function(name, tuple(params), (), body)


def distances(deps, kind: str) -> list:
    return sorted(d.distance for d in deps.of_kind(kind))


def jacobi1d() -> Function:
    """The seed's Jacobi with a time-indexed array: A[t + 1, i] = (A[t, i - 1] + A[t, i] + A[t, i + 1]) / 3."""
    value = Binary("/", total(load("A", t, sub(i, c(1))), load("A", t, i), load("A", t, add(i, c(1)))),
                   Const(3.0, "f64"), "f64")
    return proc("jacobi1d", "TN", loop(t, c(0), T, loop(i, c(1), add(N, c(1)),
                                                      store("A", (add(t, c(1)), i), value, 5), 4), 3))


def seidel() -> Function:
    """The seed's in-place Gauss-Seidel: A[i, j] = (A[i-1, j] + A[i, j-1] + A[i+1, j] + A[i, j+1]) / 4."""
    value = total(load("A", sub(i, c(1)), j), load("A", i, sub(j, c(1))), load("A", add(i, c(1)), j),
                  load("A", i, add(j, c(1))))
    return proc("seidel", "N", loop(i, c(1), add(N, c(1)), loop(j, c(1), add(N, c(1)),
                                                           store("A", (i, j), value, 4), 3), 2))


def test_jacobi_has_the_seeds_three_flow_distances():
    deps = analyze(jacobi1d())
    assert distances(deps, "flow") == [(1, -1), (1, 0), (1, 1)]
    assert deps.of_kind("anti") == [] and deps.of_kind("output") == []
    assert [(d.source, d.source_line, d.sink, d.sink_line, d.loops) for d in deps.dependences] == \
        [("S0", 5, "S0", 5, ("t", "i"))] * 3
    assert not deps.loop("t").parallel and deps.loop("i").parallel
    assert deps.loop("t").band == ("t",) and deps.loop("i").band == ("i",)   # (1, -1): not tileable as written


def test_jacobi_text():
    assert analyze(jacobi1d()).text() == """\
proc jacobi1d
statements:
  S0 (line 5): writes A[t + 1, i]; reads A[t, i - 1], A[t, i], A[t, i + 1]
dependences:
  flow    S0 (line 5) -> S0 (line 5)  distance (1, 1) over (t, i)  via A[t, i - 1]
  flow    S0 (line 5) -> S0 (line 5)  distance (1, 0) over (t, i)  via A[t, i]
  flow    S0 (line 5) -> S0 (line 5)  distance (1, -1) over (t, i)  via A[t, i + 1]
loops:
  t (line 3): carries dependences; band (t)
    i (line 4): parallel; band (i)
"""


def test_gauss_seidel_has_the_seeds_flow_and_anti_distances():
    deps = analyze(seidel())
    assert distances(deps, "flow") == [(0, 1), (1, 0)]
    assert distances(deps, "anti") == [(0, 1), (1, 0)]
    assert [d.access for d in deps.of_kind("anti")] == ["A[i + 1, j]", "A[i, j + 1]"]
    assert deps.of_kind("output") == []
    assert not deps.loop("i").parallel and not deps.loop("j").parallel
    assert deps.loop("i").band == deps.loop("j").band == ("i", "j") and deps.loop("j").permutable


def test_seidel_2d_needs_skewing_to_tile():
    """PolyBench's seidel-2d: a 9-point in-place stencil in a time loop."""
    reads = [load("A", off(i, di), off(j, dj)) for di in (-1, 0, 1) for dj in (-1, 0, 1)]
    value = Binary("/", total(*reads), Const(9.0, "f64"), "f64")
    body = loop(i, c(1), sub(N, c(1)), loop(j, c(1), sub(N, c(1)), store("A", (i, j), value, 5), 4), 3)
    deps = analyze(proc("seidel2d", "TN", loop(t, c(0), T, body, 2)))
    assert distances(deps, "flow") == sorted([(0, 1, 1), (0, 1, 0), (0, 1, -1), (0, 0, 1), (1, 0, 0), (1, 0, -1),
                                              (1, -1, 1), (1, -1, 0), (1, -1, -1)])
    anti = {d.access: d.vector for d in deps.of_kind("anti")}
    assert anti["A[i + 1, j]"] == ("<=", "1", "0")          # memory-based: every later write of the element
    assert all(not deps.loop(v).parallel for v in "tij")
    assert [deps.loop(v).band for v in "tij"] == [("t",), ("i",), ("j",)]


def gemm() -> Function:
    """C[i, j] += A[i, k] * B[k, j]."""
    e = Binary("*", load("A", i, k), load("B", k, j), "f64")
    return proc("gemm", "NMK", loop(i, c(0), N, loop(j, c(0), M, loop(k, c(0), K, update("C", (i, j), e, 5), 4), 3), 2))


def test_gemm_parallel_i_j_and_k_carries():
    deps = analyze(gemm())
    assert [(d.kind, d.vector) for d in deps.dependences] == \
        [("flow", ("0", "0", "1")), ("anti", ("0", "0", "<")), ("output", ("0", "0", "<"))]
    assert [deps.loop(v).parallel for v in "ijk"] == [True, True, False]
    assert deps.loop("k").band == ("i", "j", "k")


def lu() -> Function:
    """PolyBench's lu (triangular): S0 A[k, j] /= A[k, k]; S1 A[i, j] -= A[i, k] * A[k, j]."""
    k1 = add(k, c(1))
    s0 = store("A", (k, j), Binary("/", load("A", k, j), load("A", k, k), "f64"), 4)
    product = Binary("*", load("A", i, k), load("A", k, j), "f64")
    s1 = store("A", (i, j), Binary("-", load("A", i, j), product, "f64"), 7)
    body = Block((loop(j, k1, N, s0, 3), loop(i, k1, N, loop(j, k1, N, s1, 6), 5)))
    return proc("lu", "N", loop(k, c(0), N, body, 2))


def test_lu_domains_are_triangular():
    scop = build_scop(lu())
    s0, s1 = scop.statements
    assert s1.domain.is_equal(isl.Set.read_from_str(s1.domain.get_ctx(),
                                                    "[N] -> { S1[k, i, j] : 0 <= k < N and k < i < N and k < j < N }"))
    assert s0.domain.is_equal(isl.Set.read_from_str(s0.domain.get_ctx(), "[N] -> { S0[k, j] : 0 <= k < j < N }"))
    schedule = "[N] -> { S1[k, i, j] -> [0, k, 1, i, 0, j, 0] : 0 <= k < N and k < i < N and k < j < N }"
    assert s1.schedule.is_equal(isl.Map.read_from_str(s1.schedule.get_ctx(), schedule))
    assert (s0.line, s1.line) == (4, 7) and [r.text for r in s1.reads] == ["A[i, j]", "A[i, k]", "A[k, j]"]


def test_lu_dependences_and_loops():
    deps = analyze(lu())
    flow = {(d.source, d.sink, d.access): d.vector for d in deps.of_kind("flow")}
    assert flow[("S0", "S1", "A[k, j]")] == ("0",)          # the row scaled at step k, used at step k
    assert flow[("S1", "S0", "A[k, j]")] == ("1",)          # updated at step k - 1, scaled at step k
    assert flow[("S1", "S1", "A[i, k]")] == ("1", "0", "<")  # A[i, k] last written at step k - 1, j = k
    assert not deps.loop("k").parallel
    inner = [info for info in deps.loops if info.depth > 0]
    assert [(info.var, info.parallel, info.band) for info in inner] == \
        [("j", True, ("j",)), ("i", True, ("i", "j")), ("j", True, ("i", "j"))]


def test_jacobi_2d_imperfect_nest():
    """PolyBench's jacobi-2d: two nests in the time loop, A -> B then B -> A."""
    def sweep(dst, src, line):
        pts = [load(src, i, j), load(src, i, sub(j, c(1))), load(src, i, add(j, c(1))), load(src, add(i, c(1)), j),
               load(src, sub(i, c(1)), j)]
        value = Binary("*", Const(0.2, "f64"), total(*pts), "f64")
        inner = loop(j, c(1), sub(N, c(1)), store(dst, (i, j), value, line + 2), line + 1)
        return loop(i, c(1), sub(N, c(1)), inner, line)
    deps = analyze(proc("jacobi2d", "TN", loop(t, c(0), T, Block((sweep("B", "A", 3), sweep("A", "B", 6))), 2)))
    pairs = {(d.kind, d.source, d.sink, d.vector) for d in deps.dependences}
    assert pairs == {("flow", "S0", "S1", ("0",)), ("flow", "S1", "S0", ("1",)),
                     ("anti", "S0", "S1", ("<=",)), ("anti", "S1", "S0", ("<",)),
                     ("output", "S0", "S0", ("<", "0", "0")), ("output", "S1", "S1", ("<", "0", "0"))}
    assert all(d.loops == ("t",) for d in deps.dependences if d.source != d.sink)
    assert [(info.var, info.parallel, info.band) for info in deps.loops] == \
        [("t", False, ("t",)), ("i", True, ("i", "j")), ("j", True, ("i", "j")),
         ("i", True, ("i", "j")), ("j", True, ("i", "j"))]


def test_a_loop_without_dependences_is_parallel():
    s = store("B", (i, j), Binary("*", load("A", i, j), Const(2.0, "f64"), "f64"), 4)
    deps = analyze(proc("scale", "NM", loop(i, c(0), N, loop(j, c(0), M, s, 3), 2)))
    assert deps.dependences == ()
    assert all(info.parallel for info in deps.loops) and deps.loop("j").band == ("i", "j")
    assert "dependences: none\n" in deps.text()


def test_a_few_distances_of_one_reference_are_split():
    """`for i in 1 .. N { for j in i .. i + 3 { if j < N { B[i, j] += B[j - 1, i] } } }`: B[j - 1, i] was
    written at (i - 1, i) when j = i and at (i, i) when j = i + 1."""
    guarded = If(Binary("<", j, N, "bool"), update("B", (i, j), load("B", sub(j, c(1)), i), 4), None, at(4))
    deps = analyze(proc("tri", "N", loop(i, c(1), N, For("j", i, c(3), "serial", guarded, at(3)), 2)))
    assert [(d.access, d.distance) for d in deps.of_kind("flow")] == [("B[j - 1, i]", (0, 1)), ("B[j - 1, i]", (1, 0))]


def test_statements_outside_loops():
    body = Block((store("A", (c(0),), Const(1.0, "f64"), 2), store("A", (c(1),), load("A", c(0)), 3)))
    deps = analyze(proc("top", "N", body))
    (d,) = deps.dependences
    assert (d.kind, d.source, d.sink, d.loops, d.distance) == ("flow", "S0", "S1", (), ())
    assert "no common loop  via A[0]" in deps.text() and deps.text().endswith("loops: none\n")
    with pytest.raises(KeyError, match="proc top has no loop i"):
        deps.loop("i")


def test_lets_and_ifs_shape_the_domain():
    """`let h = N / 2; for i in 0 .. N { if i < h { A[i + h] = A[i] } }`: the write covers the upper half."""
    h = Var("h")
    body = loop(i, c(0), N, If(Binary("<", i, h, "bool"), store("A", (add(i, h),), load("A", i), 4), None, at(3)), 2)
    scop = build_scop(proc("half", "N", LetStmt("h", Binary("/", N, c(2)), body)))
    (s,) = scop.statements
    expected = "[N] -> { S0[i] -> A[o] : 0 <= i < floor(N/2) and o = i + floor(N/2) }"
    assert s.write.relation.is_equal(isl.Map.read_from_str(s.write.relation.get_ctx(), expected))
    deps = analyze(proc("half", "N", LetStmt("h", Binary("/", N, c(2)), body)))
    assert deps.dependences == () and deps.loop("i").parallel   # reads the lower half, writes the upper


def test_else_branch_and_statement_order():
    cond = Binary("==", Binary("%", i, c(2)), c(0), "bool")
    branch = If(cond, store("A", (i,), Const(1.0, "f64"), 3), store("A", (i,), load("A", sub(i, c(1))), 4), at(3))
    deps = analyze(proc("parity", "N", loop(i, c(1), N, branch, 2)))
    s0, s1 = deps.scop.statements
    assert s0.domain.is_equal(isl.Set.read_from_str(s0.domain.get_ctx(),
                                                    "[N] -> { S0[i] : 0 < i < N and i mod 2 = 0 }"))
    assert [(d.kind, d.source, d.sink, d.distance) for d in deps.dependences] == [("flow", "S0", "S1", (1,))]


@pytest.mark.parametrize("index,why", [(mul(i, j), "product"), (Binary("/", i, j), "quotient"),
                                       (Load("B", (i,), "i32"), "affine")])
def test_non_affine_index_is_refused_where_it_is(index, why):
    bad = Store("A", (index,), Const(0.0, "f64"), at(4))
    fn = proc("bad", "N", loop(i, c(0), N, loop(j, c(0), N, bad, 3), 2))
    with pytest.raises(CompileError, match="index 0 of A is not affine") as e:
        build_scop(fn)
    assert why in e.value.message and e.value.span == at(4)


def test_non_affine_bound_and_condition_are_refused():
    inner = loop(j, c(0), mul(i, i), store("A", (j,), Const(0.0, "f64"), 4), 3)
    with pytest.raises(CompileError, match="the extent of loop j is not affine") as e:
        build_scop(proc("bad", "N", loop(i, c(0), N, inner, 2)))
    assert e.value.span == at(3)
    guarded = If(Binary("<", Load("B", (i,), "f64"), Const(0.0, "f64"), "bool"), store("A", (i,), Const(0.0, "f64"), 3))
    with pytest.raises(CompileError, match="the condition is not affine"):
        build_scop(proc("bad", "N", loop(i, c(0), N, guarded, 2)))


def test_a_let_of_an_element_its_scope_writes_is_refused():
    """`let a = A[0]; for i { A[i] = a }`: substituted, the read would see the new A[0]."""
    body = loop(i, c(0), N, store("A", (i,), Var("a", "f64"), 3), 2)
    with pytest.raises(CompileError, match="let a reads A, which the statements in its scope write: the"):
        build_scop(proc("bad", "N", LetStmt("a", load("A", c(0)), body, at(1))))


def test_a_while_loop_is_outside_the_model():
    with pytest.raises(CompileError, match="While is outside the polyhedral model"):
        build_scop(proc("bad", "N", While(Const(True, "bool"), store("A", (c(0),), Const(0.0, "f64"), 2), at(2))))


# ----------------------------------------------------------------------------- the example procs
PROCS = sorted((EXAMPLES / "procs").glob("*.dsl"))


def test_prog_deps_of_the_seeds_jacobi():
    deps = irc.load(EXAMPLES / "procs" / "jacobi1d.dsl").deps("jacobi1d")
    assert distances(deps, "flow") == [(1, -1), (1, 0), (1, 1)]
    assert len(deps.dependences) == 3 and deps.loop("i").parallel and not deps.loop("t").parallel


@pytest.mark.parametrize("path", PROCS, ids=lambda p: p.stem)
def test_irc_deps_golden(path, golden, capsys):
    assert main(["deps", str(path)]) == 0
    out = capsys.readouterr().out
    assert out == irc.load(path).deps().text()
    golden(f"procs/{path.stem}/{path.stem}.deps", out)


def test_deps_usage_errors(capsys):
    jacobi = str(EXAMPLES / "procs" / "jacobi1d.dsl")
    assert main(["deps", jacobi, "--proc", "nope"]) == 2
    assert "unknown proc 'nope'; the procs are jacobi1d" in capsys.readouterr().err
    assert main(["deps", str(EXAMPLES / "blur.dsl")]) == 2
    assert "blur.dsl has no procs" in capsys.readouterr().err
    with pytest.raises(UsageError, match="has no procs"):
        irc.load(EXAMPLES / "blur.dsl").deps()
