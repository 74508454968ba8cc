"""Random update definitions under random schedules, against the reference: reductions over
columns (+ * min max), histograms with data-dependent bins, running scans along rows; their
updates split, reordered, vectorized and run in parallel where legal, rfactored, the outputs'
loops fused, a consumer reading them; every legal program equal to the reference (float sums
that rfactor reassociates up to rounding), every illegal one refused with its reason, none
miscompiled."""
from __future__ import annotations

import os

import numpy as np
from hypothesis import given, note
from hypothesis import strategies as st

import irc
from helpers import relative_error
from property_runs import Refusals, property_settings

MAX_EXAMPLES = int(os.environ.get("IRC_PROPERTY_EXAMPLES", "40"))
OPS = {"+": "{f} + ({e})", "*": "{f} * ({e})", "min": "min({f}, {e})", "max": "max({f}, {e})"}
INIT = {"+": "0.0", "*": "1.0", "min": "1000.0", "max": "-1000.0"}
HEAD = "param N: i32 = 8\nparam M: i32 = 8\ninput a: f32[N, M]\n"


@st.composite
def columns(draw):
    """f(x) = f(x) op e(a(r.x, x)) over the rows: x pure, r.x the domain."""
    op = draw(st.sampled_from(sorted(OPS)))
    e = draw(st.sampled_from(["a(r.x, x)", "a(r.x, x) * 0.5 + 0.75", "abs(a(r.x, x) - 0.5) + 0.5"]))
    text = HEAD + f"rdom r[N]\nfunc f(x) = {INIT[op]}\nf(x) = {OPS[op].format(f='f(x)', e=e)}\n"
    words = draw(st.lists(st.sampled_from([
        "f.update(0).parallel(x)", "f.update(0).split(x, xo, xi, 4).vectorize(xi)",
        "f.update(0).split(r.x, ro, ri, 3)", "f.update(0).reorder(r.x, x)", "f.update(0).vectorize(r.x)",
        "f.update(0).rfactor(r.x, u).update(0).parallel(u)", "f.update(0).rfactor(r.x, u)",
        "f.vectorize(x, 4)", "f.update(0).unroll(r.x, 2)", "f.update(0).split(r.x, ro, ri, 3).rfactor(ro, u)"]),
        max_size=2))
    return text, words, "f", op == "+"


@st.composite
def histograms(draw):
    """h(bin of a(r.y, r.x)) += w: data-dependent indices, clamped."""
    bins = draw(st.integers(2, 9))
    w = draw(st.sampled_from(["1.0", "a(r.y, r.x)"]))
    text = HEAD + (f"func h(b) = 0.0\nh(clamp(i32(a(r.y, r.x) * {bins}.0), 0, {bins - 1})) += {w}\n"
                   f"func g(b) = h(b) * 2.0\n")
    words = draw(st.lists(st.sampled_from([
        "h.update(0).rfactor(r.y, u).update(0).parallel(u)", "h.update(0).split(r.y, yo, yi, 3)",
        "h.update(0).unroll(r.x, 3)", "h.update(0).parallel(r.x)", "h.update(0).reorder(r.x, r.y)",
        "g.vectorize(b, 4)", "h.update(0).rfactor(r.x, v)",
        "h.update(0).split(r.y, yo, yi, 3).rfactor(yo, u).update(0).parallel(u)"]), max_size=2))
    return text.replace("func g", f"output h[{bins}]\nfunc g") + f"output g[{bins}]\n", words, "g", True


@st.composite
def scans(draw):
    """c(y, r.x) = c(y, r.x - 1) op a(y, r.x): a running scan along each row."""
    op = draw(st.sampled_from(["+", "max"]))
    text = HEAD + (f"rdom r[1 .. M]\nfunc c(y, x) = a(y, x)\n"
                   f"c(y, r.x) = {OPS[op].format(f='c(y, r.x - 1)', e='a(y, r.x)')}\n")
    words = draw(st.lists(st.sampled_from([
        "c.update(0).parallel(y)", "c.update(0).split(y, yo, yi, 4).reorder(yo, r.x, yi).vectorize(yi)",
        "c.update(0).vectorize(r.x, 4)", "c.update(0).rfactor(r.x, u)", "c.fuse(y, x, t).parallel(t)",
        "c.update(0).split(y, yo, yi, 2).fuse(yo, yi, t).parallel(t)", "c.update(0).reorder(r.x, y)"]),
        max_size=2))
    return text, words, "c", False


REFUSALS = ("reduction domain", "visits its reduction domain", "rfactor needs", "rfactor comes before",
            "has no loop", "already used", "is not a variable of the domain", "fewer than")
REFUSED = Refusals("random update schedules", limit=0.6)


@property_settings(MAX_EXAMPLES)
@given(st.one_of(columns(), histograms(), scans()), st.integers(4, 13), st.integers(4, 11), st.integers(0, 99))
def test_random_updates_match_the_reference(case, n, m, seed):
    text, words, output, sums = case
    text += f"output {output}[M]\n" if output == "f" else f"output {output}[N, M]\n" if output == "c" else ""
    text += f"schedule s {{ {'; '.join(words)} }}\n"
    note(text)
    prog = irc.parse(text, "gen.dsl")
    REFUSED.draw()
    try:
        f = prog.compile("s")
    except irc.CompileError as e:
        assert any(r in e.message for r in REFUSALS), e.message      # refused for a reason it states
        REFUSED.refuse(text, e.message)
        return
    a = np.random.default_rng(seed).random((n, m)).astype(np.float32)
    got, want = f(a), prog.reference(a)
    # the C contracts a * b + c into one rounding; rfactor adds a float sum in another order
    assert relative_error(got, want) <= (1e-5 if sums and "rfactor" in text else 1e-6)


def test_most_random_update_schedules_compile():
    REFUSED.check()
