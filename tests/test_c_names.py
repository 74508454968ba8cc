"""The C backend's names never collide, whatever the program calls its funcs, inputs, sizes and
variables (backends/c/identifiers.py).

Bug: a func `unsharp_y` beside a func `unsharp` (Halide's camera_pipe names funcs so) made C
that did not compile: the loop `unsharp.y` and the func were both written `unsharp_y`.  The
property test draws names that spell what irc derives from others (a loop `g_y`, a region
`g_y_min`, a loop's bound `g_x_end`, an accumulator `g_r_acc`), C keywords, the headers' macros
and irc's own helpers, and compares the result with the reference under several schedules.
"""
from __future__ import annotations

import numpy as np
from hypothesis import given
from hypothesis import strategies as st

import irc
from irc.backends.c.identifiers import c_identifiers
from irc.backends.c.names import c_name
from helpers import relative_error
from property_runs import property_settings

PROGRAM = """\
param {W}: i32 = 37
param {H}: i32 = 12
input {inp}: f32[{H}, {W}] boundary clamp
func {f}({y}, {x}) = {inp}({y}, {x} - 1) + {inp}({y}, {x} + 1) * 2
func {g}({y}, {x}) = sum({r} in -1 .. 2: {f}({y} + {r}, {x})) * 0.5
output {g}[{H}, {W}]
schedule s {{ {schedule} }}
"""

SCHEDULES = ("{f}.compute_inline()", "{f}.compute_root()", "{f}.compute_at({g}, {y})",
             "{g}.vectorize({x}, 8); {f}.compute_root().vectorize({x}, 8)",
             "{g}.split({y}, {y}o, {y}i, 4).parallel({y}o); {f}.store_root().compute_at({g}, {y}i)",
             "{g}.tile({y}, {x}, {y}o, {x}o, {y}i, {x}i, 4, 8); {f}.compute_at({g}, {x}o)")

# what C, its headers and irc's C spell; and names of the generated form
ALWAYS = ("int", "double", "restrict", "float", "int_", "in", "out", "size_t", "int32_t", "malloc", "free",
          "sqrtf", "NAN", "INT32_MAX", "M_PI", "linux", "__x", "_X", "irc_div_i32", "irc_status",
          "irc_counts", "irc_s", "IRC_FN", "threadIdx")
# (none is another's split loop, `<v>o` / `<v>i`)
VARIABLES = ("y", "x", "extent", "end", "aligned", "acc", "s1", "buf", "int", "i", "j")


@st.composite
def programs(draw) -> str:
    y, x, r = draw(st.lists(st.sampled_from(VARIABLES), min_size=3, max_size=3, unique=True))
    g = draw(st.sampled_from(("g", "unsharp", "f", "int", "g_y", "blur")))
    derived = [f"{g}_{y}", f"{g}_{x}", f"{g}_{y}_min", f"{g}_{x}_extent", f"{g}_{x}_end", f"{g}_{x}_aligned",
               f"{g}_{y}o", f"{g}_{y}_{y}o", f"{g}_{r}_acc", f"{g}_buf", f"{g}_0", f"{g}_{y}_1", f"{g}_s1"]
    names = [n for n in (*derived, *ALWAYS) if n not in (g, y, x, r)]
    f, inp, w, h = draw(st.lists(st.sampled_from(names), min_size=4, max_size=4, unique=True))
    schedule = draw(st.sampled_from(SCHEDULES)).format(f=f, g=g, y=y, x=x)
    return PROGRAM.format(W=w, H=h, inp=inp, f=f, g=g, y=y, x=x, r=r, schedule=schedule)


@property_settings(30)
@given(case=programs())
def test_any_names_compile_and_match_the_reference(case):
    prog = irc.parse(case, "names.dsl")
    image = np.random.default_rng(0).random((12, 37)).astype(np.float32)
    assert relative_error(prog.compile("s")(image), prog.reference(image)) <= 1e-5, case


def test_a_func_named_like_a_loop_of_another():
    """Bug: `unsharp_y` (the func) and `unsharp.y` (a loop of unsharp) were both `unsharp_y`."""
    text = PROGRAM.format(W="W", H="H", inp="in", f="unsharp_y", g="unsharp", y="y", x="x", r="dy",
                          schedule="unsharp_y.compute_root()")
    prog = irc.parse(text, "unsharp.dsl")
    image = np.random.default_rng(1).random((12, 37)).astype(np.float32)
    assert relative_error(prog.compile("s")(image), prog.reference(image)) <= 1e-5


def test_names_that_collide_with_nothing_keep_their_spelling():
    """The goldens' C stays as it was: a rename only where two names would meet."""
    text = PROGRAM.format(W="W", H="H", inp="in", f="blurx", g="blury", y="y", x="x", r="r",
                          schedule="blury.tile(y, x, yo, xo, yi, xi, 4, 8); blurx.compute_at(blury, xo)")
    fn = irc.parse(text, "blur.dsl").lower("s")
    assert all(spelled == c_name(name) for name, spelled in c_identifiers(fn).items())
