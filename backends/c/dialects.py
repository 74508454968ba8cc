"""The C family: C (the CPU backend), OpenCL C and CUDA C (the GPU source backend) print the
IR's expressions and its plain statements alike, up to a dialect (`Dialect`): the header, how
a helper is declared, and the names of the float math functions (the helpers: prelude.py).

Integer `/` and `%` round toward minus infinity as in the IR (and numpy), not toward zero as in
C: they call the `irc_div_*` / `irc_mod_*` helpers of the prelude.  As in Halide, x / 0 = 0 and
x % 0 = 0, and INT_MIN / -1 wraps to INT_MIN: a divisor not known to be neither 0 nor -1 (a
size, a value read from memory) goes through `irc_divz_*` / `irc_modz_*` (prelude.DIVIDE_ANY,
emitted only where used), which never hand C's `/` a divisor it traps on (SIGFPE); a constant such as
the 64 of `(e + 63) / 64` keeps the plain helper.  Float min and max give NaN when an operand is
NaN, as numpy's minimum and maximum do.

The wrapping types (u8, i16, u32 ...) wrap around as Halide's do, where C would compute them in
`int` and keep the overflow: every expression of such a type is cast back to it (`wrapping`), so
that its value always lies in the type's range and comparisons see the typed values; a sum,
difference or product its operands' types keep in range stays as C computes it (value_range.py).
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field

from ...diagnostics import InternalError
from ...ir.analysis.interval import float_range, zero_clamp
from ...ir.analysis.simplify import const_bounds
from ...ir.analysis.value_range import never_wraps
from ...ir.nodes import BITWISE_OPS, COUNTED, SHIFT_OPS, Binary, Block, Call, Cast, Const, Expr, If, LetStmt, Load, Produce, Select, Unary, Var, While
from ...ir.types import ANY_INT_TYPES, C_TYPES, FLOAT_TYPES, INT_TYPES, OPENCL_TYPES, WRAPPING_TYPES, bits, holds_every, int_range, wide_type
from ...ir.visitor import Dispatcher
from .names import c_name

MATH = {"sqrt", "exp", "log", "sin", "cos", "tanh", "floor", "ceil", "pow", "abs"}


@dataclass(frozen=True)
class Dialect:
    name: str
    header: str           # what the source starts with, before the helpers
    function: str         # how a helper function is declared (in CUDA, for the launchers too)
    f32_suffix: str       # `sqrtf` in C and CUDA; OpenCL's math functions are overloaded
    unsigned: tuple[str, str] = ("uint32_t", "uint64_t")     # the unsigned types of i32 and i64
    types: dict[str, str] = field(default_factory=lambda: C_TYPES, compare=False)   # the scalar types' names


DIALECTS = {d.name: d for d in (
    Dialect("c", "#include <stdbool.h>\n#include <stdint.h>\n#include <stdlib.h>\n#include <math.h>\n",
            "static inline", "f"),
    Dialect("opencl", "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\ntypedef int int32_t;\ntypedef long int64_t;\n",
            "static inline", "", ("uint", "ulong"), OPENCL_TYPES),
    Dialect("cuda", "#include <stdint.h>\n#include <math.h>\n", "__host__ __device__ __forceinline__", "f"),
)}


def _scope_lets(s) -> set[str]:
    """The lets statement `s` defines in the C scope it is emitted into (those of the produce or
    block it is, and those nested in them)."""
    if isinstance(s, LetStmt):
        return {s.var} | _scope_lets(s.body)
    if isinstance(s, Produce):
        return _scope_lets(s.body)
    return set().union(*map(_scope_lets, s.stmts)) if isinstance(s, Block) else set()


class CFamilyEmitter(Dispatcher):
    """Loop IR (flattened: one index per access) as C-family source: its expressions, and the
    statements every dialect writes alike.  `lines` collects the statements; `facts` holds the
    integer bounds known of the lets in scope (const_bounds), for sizing arrays."""

    dialect = DIALECTS["c"]

    def __init__(self):
        self.lines: list[str] = []
        self.facts: dict = {}
        self.integers_held: dict[str, str | None] = {}     # float lets' integer_held
        self.identifiers: dict[str, str] | None = None
        self.optional: set[str] = set()     # the prelude.OPTIONAL_HELPERS it calls

    def missing(self, node, *args):
        raise InternalError(f"the {self.dialect.name} backend cannot emit {type(node).__name__} "
                            "(run lower_reductions and flatten first)")

    def ctype(self, dtype: str) -> str:
        """The C type of a value of `dtype` in this dialect."""
        return self.dialect.types[dtype]

    def visit_Const(self, e: Const) -> str:
        return self.const(e)

    def name(self, name: str) -> str:
        """The identifier of the IR's `name` (where a Function's names were spelled together,
        `identifiers`: backends/c/identifiers.py)."""
        return c_name(name) if self.identifiers is None else self.identifiers[name]

    def visit_Var(self, e: Var) -> str:
        return self.name(e.name)

    def visit_Unary(self, e: Unary) -> str:
        if e.dtype in WRAPPING_TYPES:
            return f"(({self.ctype(e.dtype)})({e.op}{self.visit(e.a)}))"
        return f"({e.op}{self.visit(e.a)})"

    def visit_Select(self, e: Select) -> str:
        return f"({self.visit(e.cond)} ? {self.visit(e.true_value)} : {self.visit(e.false_value)})"

    def visit_Cast(self, e: Cast) -> str:
        if e.value.dtype in FLOAT_TYPES and e.dtype in ANY_INT_TYPES and \
                not holds_every(wide_type(e.dtype), self.integer_held(e.value)):
            converted = self.float_to_int(e.value, wide_type(e.dtype))
            return converted if e.dtype in INT_TYPES else f"(({self.ctype(e.dtype)}){converted})"
        if e.dtype in WRAPPING_TYPES and e.value.dtype in FLOAT_TYPES:     # through its wide type (ufuncs.cast)
            return f"(({self.ctype(e.dtype)})(({self.ctype(wide_type(e.dtype))})({self.visit(e.value)})))"
        return f"(({self.ctype(e.dtype)})({self.visit(e.value)}))"

    def float_to_int(self, value: Expr, wide: str) -> str:
        """Float `value` converted to integer type `wide` (prelude.FLOAT_TO_INT)."""
        self.optional.add("float_to_int")
        suffix, operands = self.conversion(value, wide)
        return f"irc_{value.dtype}_{wide}{suffix}({', '.join(map(self.visit, operands))})"

    @staticmethod
    def conversion(value: Expr, wide: str) -> tuple[str, tuple[Expr, ...]]:
        """The helper that converts float `value` to `wide` (its name's suffix) and its operands:
        a clamp to [0, hi] by its own compares (image pipelines' `u8(clamp(e, 0.0, 255.0))`), a
        value known to lie in the range by a NaN test, any other by the saturating conversion."""
        top = -int_range(wide)[0]
        clamped = zero_clamp(value)
        if clamped is not None and 0 <= float(clamped[1].value) < top:
            return "_clamp0", clamped
        lo, hi = float_range(value)
        return ("_inside" if -top <= lo and hi < top else ""), (value,)

    def nonneg_conversion(self, e: Binary) -> str | None:
        """`max(i32(x), c)` of a float x that saturates and a constant c >= 0 (a bin's
        `clamp(i32(z), 0, n)`): x converted by irc_S_nonneg, whose max with 0 does irc_S's work
        below the range, half the compares; the max kept unless c is 0.  None for any other."""
        for cast, c in ((e.a, e.b), (e.b, e.a)):
            if isinstance(c, Const) and int(c.value) >= 0 and self.saturating(cast):
                self.optional.add("float_to_int")
                converted = f"irc_{cast.value.dtype}_{cast.dtype}_nonneg({self.visit(cast.value)})"
                return converted if int(c.value) == 0 else self.min_max(e, converted, self.visit(c))
        return None

    def saturating(self, e: Expr) -> bool:
        """Whether `e` converts a float to i32 or i64 by the saturating irc_S (its general case)."""
        return isinstance(e, Cast) and e.value.dtype in FLOAT_TYPES and e.dtype in INT_TYPES and \
            not holds_every(e.dtype, self.integer_held(e.value)) and self.conversion(e.value, e.dtype)[0] == ""

    def integer_held(self, value: Expr) -> str | None:
        """The integer type float `value` is a value of, each exact in the float (`f32(u8)`, or a
        let of one), whose conversion back needs no saturation; None where it may be any float."""
        if isinstance(value, Var):
            return self.integers_held.get(value.name)
        exact = {"f32": 24, "f64": 53}[value.dtype]
        held = isinstance(value, Cast) and value.value.dtype in ANY_INT_TYPES and bits(value.value.dtype) <= exact
        return value.value.dtype if held else None

    def visit_Load(self, e: Load) -> str:
        if not e.indices:               # a proc's scalar var
            return self.name(e.buffer)
        return f"{self.name(e.buffer)}[{self.visit(e.indices[0])}]"

    @staticmethod
    def const(e: Const) -> str:
        if e.dtype == "bool":
            return "true" if e.value else "false"
        if e.dtype in ("f32", "f64"):
            v = float(e.value)
            if math.isnan(v):
                return "NAN"
            if math.isinf(v):
                return "INFINITY" if v > 0 else "(-INFINITY)"
            text = repr(v)
            return f"{text}f" if e.dtype == "f32" else text
        v = int(e.value)
        if e.dtype == "u32" and v >= 2 ** 31:      # an unsigned int, as C's int has no room for it
            return f"{v}u"
        return f"((int64_t){v})" if e.dtype == "i64" else (f"({v})" if v < 0 else str(v))

    def visit_Binary(self, e: Binary) -> str:
        if e.op in SHIFT_OPS:
            return self.shift(e)
        if e.op == "max" and (nonneg := self.nonneg_conversion(e)):
            return nonneg
        if e.dtype in WRAPPING_TYPES:
            return self.wrapping(e)
        a, b = self.visit(e.a), self.visit(e.b)
        t = e.a.dtype
        if e.op in ("min", "max"):
            return self.min_max(e, a, b)
        if e.op in ("/", "%") and t in ("i32", "i64") and isinstance(e.b, Const) and _power_of_two(int(e.b.value)):
            # floor division and modulo by 2**k in two's complement (gcc, clang, nvcc and OpenCL C
            # shift a signed value arithmetically): one instruction instead of irc_div's dozen
            k = int(e.b.value)
            return f"({a} >> {k.bit_length() - 1})" if e.op == "/" else f"({a} & {k - 1})"
        if e.op in ("/", "%") and t in ("i32", "i64"):
            lo, hi = const_bounds(e.b, self.facts)
            safe = (lo is not None and lo > 0) or (hi is not None and hi < -1)     # neither 0 nor -1
            if not safe:
                self.optional.add("divide_any")
            return f"irc_{'div' if e.op == '/' else 'mod'}{'' if safe else 'z'}_{t}({a}, {b})"
        if e.op == "%":
            return f"{self.math('fmod', t)}({a}, {b})"
        return f"({a} {e.op} {b})"

    def shift(self, e: Binary) -> str:
        """`a << k` of a constant k in [0, width) in unsigned arithmetic (C leaves a negative
        value's left shift undefined), `a >> k` as it is (gcc, clang, nvcc and OpenCL C shift a
        signed value arithmetically); any other amount through irc_shl / irc_shr (SHIFT_ANY)."""
        a, t, width = self.visit(e.a), self.ctype(e.dtype), bits(e.dtype)
        k = int(e.b.value) if isinstance(e.b, Const) else None
        if k is not None and 0 <= k < width and e.op == ">>":
            return f"(({t})({a} >> {k}))"
        if k is not None and 0 <= k < width:
            return f"(({t})(({self.dialect.unsigned[e.dtype == 'i64']}){a} << {k}))"
        self.optional.add("shift_any")
        return f"(({t})irc_{'shl' if e.op == '<<' else 'shr'}((int64_t)({a}), (int64_t)({self.visit(e.b)})))"

    def wrapping(self, e: Binary) -> str:
        """Arithmetic of a wrapping type, cast back to it: `+ - *` in 32-bit unsigned arithmetic
        (which wraps, where int's overflow is undefined: u16 * u16) unless it never wraps, `/ % min
        max` on the values in the type's wide type (i32; i64 for u32), with irc's helpers."""
        if e.op in ("+", "-", "*"):
            a, b = self.visit(e.a), self.visit(e.b)
            return f"({a} {e.op} {b})" if never_wraps(e) else \
                f"(({self.ctype(e.dtype)})(({self.dialect.unsigned[0]}){a} {e.op} {b}))"
        if e.op in BITWISE_OPS:          # in range already: bits of the operands' values
            return f"(({self.ctype(e.dtype)})({self.visit(e.a)} {e.op} {self.visit(e.b)}))"
        if e.op in ("/", "%") and e.dtype[0] == "u" and isinstance(e.b, Const) and int(e.b.value) > 0:
            # an unsigned value by a positive constant: C's `/` is the floor already (gcc
            # vectorises it as a multiply-high, as Halide does), where irc_div would test signs
            return f"(({self.ctype(e.dtype)})({self.visit(e.a)} {e.op} {self.const(e.b)}))"
        wide = wide_type(e.dtype)
        a, b = (Const(int(x.value), wide) if isinstance(x, Const) else Cast(wide, x) for x in (e.a, e.b))
        return self.visit(Cast(e.dtype, Binary(e.op, a, b, wide)))     # (a constant retyped, not cast)

    @staticmethod
    def min_max(e: Binary, a: str, b: str) -> str:
        """`irc_min_f32(a, b)` gives NaN when either is NaN; when one operand is a constant that
        is not NaN, the plain compare `c < x ? c : x` (one min instruction) already does."""
        t = e.a.dtype
        for c, x, other in ((e.a, a, b), (e.b, b, a)):
            if t in FLOAT_TYPES and isinstance(c, Const) and not math.isnan(float(c.value)):
                return f"irc_{e.op}c_{t}({x}, {other})"
        return f"irc_{e.op}_{t}({a}, {b})"

    def math(self, name: str, dtype: str) -> str:
        """The float math function `name` for `dtype` (`sqrtf` or `sqrt`)."""
        return name + (self.dialect.f32_suffix if dtype == "f32" else "")

    def visit_Call(self, e: Call) -> str:
        if e.name == COUNTED:      # a counting build's use of an inlined func (passes/funcs/inline.py)
            return f"(irc_counts[{e.args[0].value}]++, {self.visit(e.args[1])})"
        args = ", ".join(self.visit(a) for a in e.args)
        if e.name == "abs" and e.dtype in WRAPPING_TYPES:
            return f"(({self.ctype(e.dtype)})({args} < 0 ? -{args} : {args}))"
        if e.name == "abs":
            return f"{self.math('fabs', e.dtype)}({args})" if e.dtype in ("f32", "f64") \
                else f"({args} < 0 ? -{args} : {args})"
        if e.name == "fast_exp":
            self.optional.add("fast_exp")
            return f"irc_fast_exp_f32({args})"
        if e.name not in MATH:
            raise InternalError(f"unknown intrinsic {e.name}")
        return f"{self.math(e.name, e.dtype)}({args})"


    # ------------------------------------------------------------------ statements
    def emit(self, depth: int, text: str):
        self.lines.append("  " * depth + text)

    @staticmethod
    def braced(stmts) -> list[bool]:
        """Which statements of a block get braces of their own.  A let's C constant lives to the
        end of its C scope, so a let followed by more statements gets them (two copies of one nest
        side by side, partition_loops's, each with its cse lets, define the same names), as does
        a produce whose lets a later statement defines again (unroll's copies)."""
        later: set[str] = set()
        out: list[bool] = []
        for s in reversed(stmts):
            names = _scope_lets(s)
            out.append(bool(out) and (isinstance(s, LetStmt) or bool(names & later)))
            later |= names
        return out[::-1]

    def statement(self, s, depth, braced: bool):
        """One statement of a block, in braces of its own where `braced` says (braced())."""
        if braced:
            self.emit(depth, "{")
            self.visit(s, depth + 1)
            self.emit(depth, "}")
        else:
            self.visit(s, depth)

    def visit_LetStmt(self, s: LetStmt, depth):
        lo, hi = const_bounds(s.value, self.facts) if s.value.dtype in INT_TYPES else (None, None)
        self.facts[s.var] = (lo, hi)
        if s.value.dtype in FLOAT_TYPES:
            self.integers_held[s.var] = self.integer_held(s.value)
        self.emit(depth, f"const {self.ctype(s.value.dtype)} {self.name(s.var)} = {self.visit(s.value)};")
        self.visit(s.body, depth)

    def visit_If(self, s: If, depth):
        self.emit(depth, f"if ({self.visit(s.cond)}) {{")
        self.visit(s.then, depth + 1)
        if s.otherwise is not None:
            self.emit(depth, "} else {")
            self.visit(s.otherwise, depth + 1)
        self.emit(depth, "}")

    def visit_While(self, s: While, depth):
        self.emit(depth, f"while ({self.visit(s.cond)}) {{")
        self.visit(s.body, depth + 1)
        self.emit(depth, "}")


def _power_of_two(n: int) -> bool:
    return n > 0 and n & (n - 1) == 0
