"""The C spelling of every name of a Function: one namespace per emitted function, injective
whatever the program calls its funcs, inputs and sizes.

The IR's own names carry dots (`unsharp.y`, `blurx.y.min`, `C.k.acc`) and C writes a dot as
`_`, so that alone would map the loop `unsharp.y` and a func `unsharp_y` to one identifier
(Halide's camera_pipe names funcs so).  Here the names are spelled together: each takes its
natural spelling (names.c_name: dots as `_`, a word C, OpenCL or CUDA reserve, `irc_...` or
`_...` with a `_` after it) unless that is taken — by a name spelled before, or by the `_end` /
`_aligned` the C emitter derives from a loop's variable — and then the first of `<natural>_1`,
`<natural>_2`, ... that is free; a name a macro of the C headers spells (MACROS) gets `u_`
before it first.  The program's own names (no dot) are spelled first, so a rename falls on a
name irc made; a program whose names collide with nothing is written with its natural spellings.
"""
from __future__ import annotations

import re

from ...ir.nodes import Allocate, For, Function, LetStmt, Load, Sort, Store, Var
from ...ir.visitor import walk
from .names import c_name

LOOP_SUFFIXES = ("_end", "_aligned")     # what the emitter declares beside a loop variable v

# what names.reserved leaves to the C backend: the macros of the headers its C includes (gcc and
# glibc on Linux: <stdbool.h> <stdint.h> <stdlib.h> <math.h> <string.h> <immintrin.h>) that a DSL
# name could spell, gcc's own (`linux`, `unix`), and every upper-case name with a `_` inside
# (INT32_MAX, UINT64_C, M_PI, FP_NAN, SIZE_MAX; irc's IRC_FN)
MACROS = frozenset("""
alloca offsetof fpclassify math_errhandling linux unix i386 be16toh be32toh be64toh htobe16 htobe32 htobe64
htole16 htole32 htole64 le16toh le32toh le64toh NFDBITS WCONTINUED WEXITED WEXITSTATUS WIFCONTINUED WIFEXITED
WIFSIGNALED WIFSTOPPED WNOHANG WNOWAIT WSTOPPED WSTOPSIG WTERMSIG WUNTRACED
""".split())
MACRO_FAMILY = re.compile(r"[A-Z][A-Z0-9]*_[A-Z0-9_]*$")


def c_identifiers(fn: Function) -> dict[str, str]:
    """Every name of `fn` (arrays, sizes, variables, lets, loops, allocations) -> its C identifier."""
    loops: set[str] = set()
    names = list(dict.fromkeys([*(b.name for b in fn.buffers), *fn.params, *_names_in(fn, loops)]))
    taken: set[str] = set()
    spelled = {}
    for name in sorted(names, key=lambda n: "." in n):       # stable: the program's own names first
        suffixes = LOOP_SUFFIXES if name in loops else ()
        spelled[name] = _first_free(c_name(name), suffixes, taken)
        taken.update(spelled[name] + s for s in ("", *suffixes))
    return spelled


def _first_free(base: str, suffixes: tuple[str, ...], taken: set[str]) -> str:
    if base in MACROS or MACRO_FAMILY.match(base):
        base = "u_" + base
    candidate, n = base, 0
    while any(candidate + s in taken for s in ("", *suffixes)):
        n += 1
        candidate = f"{base}_{n}"
    return candidate


def _names_in(fn: Function, loops: set[str]):
    """The names `fn`'s body uses, in one walk; its loops' variables also into `loops`."""
    for n in walk(fn.body):
        if isinstance(n, Var):
            yield n.name
        elif isinstance(n, (For, LetStmt)):
            if isinstance(n, For):
                loops.add(n.var)
            yield n.var
        elif isinstance(n, (Load, Store, Allocate)):
            yield n.buffer
        elif isinstance(n, Sort):
            yield from (n.buffer, n.scratch)
