"""Lark front end: source text -> `ast.Program`, with parse errors as diagnostics
(syntax_errors.py words them).  The grammar lives in `grammars/irc.lark`."""
from __future__ import annotations

from lark import Transformer, Tree, UnexpectedCharacters, UnexpectedEOF, UnexpectedToken, v_args
from lark.exceptions import VisitError

from ..diagnostics import CompileError, Span
from ..ir.nodes import REDUCTIONS
from ..ir.visitor import MAX_NESTING
from . import ast
from .grammar import parser
from .syntax_errors import syntax_error

MAX_DIGITS = 4000       # an integer literal longer than this is refused before Python converts it
OUTER_LEVELS = 16

def parse(text: str) -> ast.Program:
    """Parse a whole program; raises CompileError with the location of the first error."""
    return _parse(text, "start")


def parse_schedule_body(text: str, name: str) -> ast.ScheduleDecl:
    """The body of a schedule block (`blurx.compute_root(); blury.parallel(y)`), given apart
    from any file, as the block `name`."""
    calls = _parse(text, "schedule_body")
    return ast.ScheduleDecl(name, calls, None)


def parse_condition(text: str):
    """An expression given alone (`specialize("W % 8 == 0")` from Python), as syntax."""
    return _parse(text, "condition", line=False)


def _parse(text: str, start: str, line: bool = True):
    if line and not text.endswith("\n"):
        text += "\n"
    try:
        tree = parser().parse(text, start=start)
    except (UnexpectedToken, UnexpectedCharacters, UnexpectedEOF) as e:
        raise syntax_error(e, text) from None
    _check_nesting(tree)
    try:
        return _ToAst().transform(tree)
    except VisitError as e:           # Lark wraps what a rule raised: a diagnostic stays one
        if isinstance(e.orig_exc, CompileError):
            raise e.orig_exc from None
        raise


def _check_nesting(tree: Tree) -> None:
    """Refuse a program nested deeper than MAX_NESTING levels (measured without recursion); the
    parse tree has a level per operator, call or parenthesis, and up to OUTER_LEVELS around
    an expression (the declaration, a kernel's blocks)."""
    stack = [(tree, 1)]
    while stack:
        t, d = stack.pop()
        if d > MAX_NESTING + OUTER_LEVELS:
            raise CompileError(f"this expression is nested more than {MAX_NESTING} levels deep, the most irc takes; "
                               "compute parts of it as funcs of their own", Span.of(t.meta))
        stack.extend((c, d + 1) for c in t.children if isinstance(c, Tree))


def _binop(op):
    @v_args(meta=True)
    def build(self, meta, children):
        return ast.BinOp(op, children[0], children[1], Span.of(meta))
    return build


def _width(token) -> tuple:
    """(the width of a vector access as written, its span), or (None, None) for one element."""
    return (None, None) if token is None else (str(token), Span.of(token))


class _ToAst(Transformer):
    """Lark tree -> ast nodes, keeping spans."""

    add, sub, mul, div, mod = (_binop(o) for o in "+-*/%")
    eq, ne, lt, le, gt, ge = (_binop(o) for o in ("==", "!=", "<", "<=", ">", ">="))
    and_, or_ = _binop("&&"), _binop("||")
    bit_and, bit_or, bit_xor, shl, shr = (_binop(o) for o in ("&", "|", "^", "<<", ">>"))

    @v_args(meta=True)
    def neg(self, meta, c):
        return ast.UnOp("-", c[0], Span.of(meta))

    @v_args(meta=True)
    def bit_not(self, meta, c):
        return ast.UnOp("~", c[0], Span.of(meta))

    @v_args(meta=True)
    def not_(self, meta, c):
        return ast.UnOp("!", c[0], Span.of(meta))

    def int_lit(self, c):
        digits = str(c[0])
        if len(digits) > MAX_DIGITS:      # past what Python converts (and any i64 by far)
            raise CompileError(f"the integer {digits[:12]}... ({len(digits)} digits) does not fit in i64",
                               Span.of(c[0]))
        return ast.Num(int(digits, 16 if digits[1:2] in "xX" and len(digits) > 1 else 10), "int", Span.of(c[0]))

    def float_lit(self, c):
        value = float(c[0])
        if value == float("inf"):        # past f64's range: no float holds it
            raise CompileError(f"the number {c[0]} does not fit in f64 (its largest is about 1.8e308)",
                               Span.of(c[0]))
        return ast.Num(value, "float", Span.of(c[0]))

    @v_args(meta=True)
    def true_lit(self, meta, c):
        return ast.Num(True, "bool", Span.of(meta))

    @v_args(meta=True)
    def false_lit(self, meta, c):
        return ast.Num(False, "bool", Span.of(meta))

    def name(self, c):
        return ast.Name(str(c[0]), Span.of(c[0]))

    @v_args(meta=True)
    def call(self, meta, c):
        args = tuple(a for a in c[1:] if a is not None)
        return ast.CallExpr(str(c[0]), args, Span.of(meta), Span.of(c[0]))

    @v_args(meta=True)
    def conditional(self, meta, c):
        """`c ? a : b` is `select(c, a, b)`: the same checks, the same messages, the same IR."""
        return ast.CallExpr("select", tuple(c), Span.of(meta), Span.of(meta))

    @v_args(meta=True)
    def sum_expr(self, meta, c):
        """`sum(k in a .. b: e)`, `maximum(...)` ...: the reduction words are names, not keywords
        (an array or a let may be called so), and the only ones this form takes."""
        word, var = str(c[0]), str(c[1])
        if word not in REDUCTIONS:
            raise CompileError(f"'{word}({var} in ...)' is not a reduction; irc's are "
                               f"{', '.join(REDUCTIONS)}: sum({var} in a .. b: e)", Span.of(c[0]))
        return ast.SumExpr(var, c[2], c[3], c[4], Span.of(meta), word)

    def expr_list(self, c):
        return tuple(c)

    def condition(self, c):
        return c[0]

    @v_args(meta=True)
    def param_decl(self, meta, c):
        return ast.ParamDecl(str(c[0]), str(c[1]), c[2], Span.of(meta), Span.of(c[1]))

    @v_args(meta=True)
    def format_name(self, meta, c):
        return ("format", str(c[0]), Span.of(meta))

    @v_args(meta=True)
    def format_levels(self, meta, c):
        return ("format", tuple(str(x) for x in c), Span.of(meta))

    def boundary(self, c):
        return ("boundary", str(c[0]), Span.of(c[0]))

    @staticmethod
    def _tagged(children, tag):
        return next((x for x in children if isinstance(x, tuple) and x and x[0] == tag), None)

    @v_args(meta=True)
    def input_decl(self, meta, c):
        fmt, bnd = self._tagged(c[3:], "format"), self._tagged(c[3:], "boundary")
        return ast.InputDecl(str(c[0]), str(c[1]), c[2], bnd[1] if bnd else "none",
                             fmt[1] if fmt else None, Span.of(meta), Span.of(c[1]),
                             bnd[2] if bnd else None, fmt[2] if fmt else None)

    @v_args(meta=True)
    def func_decl(self, meta, c):
        args = [a for a in c[1:-1] if a is not None]
        return ast.FuncDecl(str(c[0]), tuple(str(a) for a in args), c[-1], Span.of(meta),
                            tuple(Span.of(a) for a in args))

    def range_item(self, c):
        return (c[0], c[1] if len(c) > 1 else None)

    def range_list(self, c):
        return ("ranges", tuple(c))

    @v_args(meta=True)
    def rdom_decl(self, meta, c):
        return ast.RDomDecl(str(c[0]), c[1][1], Span.of(meta), Span.of(c[0]))

    @v_args(meta=True)
    def update_decl(self, meta, c):
        return ast.UpdateDecl(str(c[0]), c[1], str(c[2]), c[3], Span.of(meta), Span.of(c[0]))

    @v_args(meta=True)
    def output_decl(self, meta, c):
        ranges, fmt = self._tagged(c[1:], "ranges"), self._tagged(c[1:], "format")
        return ast.OutputDecl(str(c[0]), ranges[1] if ranges else None, fmt[1] if fmt else None,
                              Span.of(meta), Span.of(c[0]), fmt[2] if fmt else None)

    @v_args(meta=True)
    def sched_call(self, meta, c):
        """The span starts at the word's name, not at the dot before it."""
        word = c[0]
        span = Span(word.line, word.column, meta.end_line, meta.end_column)
        return (str(word), tuple(a for a in c[1:] if a is not None), span)

    @v_args(meta=True)
    def sched_chain(self, meta, c):
        func = c[0]
        return tuple(ast.SchedCall(str(func), m, args, span, Span.of(func), k == 0)
                     for k, (m, args, span) in enumerate(c[1:]))

    def schedule_body(self, chains):
        return tuple(call for chain in chains for call in chain)

    @v_args(meta=True)
    def schedule_decl(self, meta, c):
        return ast.ScheduleDecl(str(c[0]), c[1], Span.of(meta))

    # ---- kernels
    @v_args(meta=True)
    def index(self, meta, c):
        return ast.Index(str(c[0]), c[1], Span.of(meta), Span.of(c[0]), *_width(c[2]))

    @v_args(meta=True)
    def attr(self, meta, c):
        return ast.Attr(str(c[0]), ".".join(str(t) for t in c[1:]), Span.of(meta))

    @v_args(meta=True)
    def kernel_param(self, meta, c):
        return ast.KernelParam(str(c[0]), str(c[1]), c[2], Span.of(meta), Span.of(c[1]), Span.of(c[0]))

    @v_args(meta=True)
    def registers(self, meta, c):
        return c[0]

    @v_args(meta=True)
    def launch(self, meta, c):
        return (c[0], c[1], c[2], Span.of(meta))

    def body(self, c):
        return tuple(s for s in c if s is not None)

    @v_args(meta=True)
    def let_stmt(self, meta, c):
        return ast.LetStmt(str(c[0]), c[1], Span.of(meta), Span.of(c[0]))

    @v_args(meta=True)
    def var_stmt(self, meta, c):
        return ast.VarStmt(str(c[0]), str(c[1]), c[2], Span.of(meta), Span.of(c[1]), Span.of(c[0]))

    @v_args(meta=True)
    def shared_decl(self, meta, c):
        return ast.ArrayDecl("shared", str(c[0]), str(c[1]), c[2], Span.of(meta), Span.of(c[1]), Span.of(c[0]))

    @v_args(meta=True)
    def local_decl(self, meta, c):
        return ast.ArrayDecl("local", str(c[0]), str(c[1]), c[2], Span.of(meta), Span.of(c[1]), Span.of(c[0]))

    @v_args(meta=True)
    def assign(self, meta, c):
        return ast.Assign(str(c[0]), None, str(c[1]), c[2], Span.of(meta), Span.of(c[0]))

    @v_args(meta=True)
    def store(self, meta, c):
        return ast.Assign(str(c[0]), c[1], str(c[3]), c[4], Span.of(meta), Span.of(c[0]), *_width(c[2]))

    @v_args(meta=True)
    def if_stmt(self, meta, c):
        other = c[2]
        if isinstance(other, ast.IfStmt):
            other = (other,)
        return ast.IfStmt(c[0], c[1], other, Span.of(meta))

    @v_args(meta=True)
    def for_stmt(self, meta, c):
        return ast.ForStmt(str(c[0]), c[1], c[2], c[3], c[4], Span.of(meta), Span.of(c[0]))

    @v_args(meta=True)
    def while_stmt(self, meta, c):
        return ast.WhileStmt(c[0], c[1], Span.of(meta))

    @v_args(meta=True)
    def sync_stmt(self, meta, c):
        return ast.SyncStmt(Span.of(meta))

    @v_args(meta=True)
    def atomic_stmt(self, meta, c):
        return ast.AtomicStmt(str(c[0]), str(c[1]), c[2], tuple(c[3:]), Span.of(meta), Span.of(c[0]), Span.of(c[1]))

    @v_args(meta=True)
    def kernel_decl(self, meta, c):
        params = tuple(p for p in c[1:-2] if p is not None)
        grid, block, regs, launch_span = c[-2]
        return ast.KernelDecl(str(c[0]), params, grid, block, regs, c[-1], Span.of(meta),
                              Span.of(c[0]), launch_span)

    @v_args(meta=True)
    def proc_decl(self, meta, c):
        params = tuple(p for p in c[1:-1] if p is not None)
        return ast.ProcDecl(str(c[0]), params, c[-1], Span.of(meta), Span.of(c[0]))

    @v_args(meta=True)
    def check_decl(self, meta, c):
        kernels, buffer, args, body = c[0], c[1], [a for a in c[2:-1] if a is not None], c[-1]
        return ast.CheckDecl(tuple(str(k) for k in kernels), str(buffer), tuple(str(a) for a in args),
                             body, Span.of(meta), tuple(Span.of(k) for k in kernels), Span.of(buffer))

    def check_kernels(self, c):
        return c

    def start(self, c):
        return ast.Program(tuple(c))
