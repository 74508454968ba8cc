"""Lark front end: source text -> `ast.Program`, with parse errors as diagnostics.

The grammar lives in `grammars/irc.lark`.  Lark's own terminal names (`__ANON_3`, `RPAR`)
never reach the user: `describe_terminal` turns them into words.
"""
from __future__ import annotations

from functools import lru_cache
from importlib import resources

from lark import Lark, Token, Transformer, UnexpectedCharacters, UnexpectedEOF, UnexpectedToken, v_args
from lark.lexer import PatternStr

from . import ast
from ..diagnostics import CompileError, Span

_WORDS = {"NAME": "a name", "INT": "an integer", "FLOAT": "a number", "_NL": "end of line",
          "$END": "end of file", "ASSIGN_OP": "an assignment ('=', '+=', '-=', '*=')"}


class _IgnoreNewlinesInBrackets:
    """Post-lexer: a newline inside ( ) or [ ] does not end a statement."""
    always_accept = ("_NL",)
    _OPEN = {"LPAR", "LSQB"}
    _CLOSE = {"RPAR", "RSQB"}

    def process(self, stream):
        depth = 0
        for tok in stream:
            if tok.type in self._OPEN:
                depth += 1
            elif tok.type in self._CLOSE:
                depth = max(0, depth - 1)
            elif tok.type == "_NL" and depth:
                continue
            yield tok


@lru_cache(maxsize=1)
def _parser() -> Lark:
    grammar = resources.files("irc.grammars").joinpath("irc.lark").read_text()
    return Lark(grammar, parser="lalr", lexer="contextual", propagate_positions=True,
                postlex=_IgnoreNewlinesInBrackets(), maybe_placeholders=True, cache=True)


@lru_cache(maxsize=1)
def _terminal_words() -> dict[str, str]:
    words = {}
    for t in _parser().terminals:
        if isinstance(t.pattern, PatternStr):
            words[t.name] = f"'{t.pattern.value}'"
    return {**words, **_WORDS}


def describe_terminal(name: str) -> str:
    return _terminal_words().get(name, name.lower())


def _describe_token(tok: Token) -> str:
    if tok.type == "_NL":
        return "end of line"
    if tok.type == "$END":
        return "end of file"
    return f"'{tok.value}'"


_OPERATORS = {"PLUS", "MINUS", "STAR", "SLASH", "PERCENT", "LESSTHAN", "MORETHAN"}
_OPERATOR_TEXT = ("==", "!=", "<=", ">=", "&&", "||")
_DECL_WORDS = {"PARAM", "INPUT", "FUNC", "OUTPUT", "SCHEDULE", "KERNEL", "CHECK"}
_EXPR_START = {"NAME", "INT", "FLOAT", "LPAR"}
_EXPR_WORDS = {"MINUS", "BANG", "SUM", "TRUE", "FALSE"}
_COMPARISONS = ("==", "!=", "<", "<=", ">", ">=")


def _is_operator(name: str) -> bool:
    return name in _OPERATORS or describe_terminal(name).strip("'") in _OPERATOR_TEXT


def _expected(names) -> str:
    """Lark's expected terminals in words: operators as 'an operator', end of line last."""
    names = {n for n in names if not n.startswith("_") or n == "_NL" or n in _terminal_words()}
    if "_NL" in names or "SEMICOLON" in names:
        names -= _DECL_WORDS | {"$END"}  # a new declaration belongs on a new line
    ops = {n for n in names if _is_operator(n)}
    words = ["an operator"] if len(ops) > 1 else []
    names -= ops if words else set()
    if _EXPR_START <= names:           # where an expression may start, say so
        words, names = ["an expression"] + words, names - _EXPR_START - _EXPR_WORDS
    words += sorted(describe_terminal(n) for n in names if n != "_NL")
    if len(words) > 6:
        words = words[:6] + ["..."]
    words += ["end of line"] if "_NL" in names else []
    if not words:
        return "something else"
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " or " + words[-1]


def _accepted(e: UnexpectedToken) -> set:
    """The terminals really accepted where the error is (LALR's expected set over-approximates)."""
    parser = getattr(e, "interactive_parser", None)
    accepts = parser.accepts() if parser is not None else set(e.expected)
    return (set(e.expected) & accepts) or set(e.expected)


def end_of_file(text: str) -> Span:
    """Just after the last token of the text (trailing blank lines and comments skipped)."""
    lines = text.splitlines() or [""]
    for number in range(len(lines), 0, -1):
        code = lines[number - 1].split("#", 1)[0].rstrip()
        if code:
            return Span(number, len(code) + 1, number, len(code) + 2)
    return Span(1, 1, 1, 2)


def _unclosed(text: str, line: int, column: int, before_line: int | None = None,
              brackets: str = "([") -> list[str]:
    """A note for the innermost of `brackets` ('(' and '[', or '{') still open at line:column, if
    opened before `before_line`."""
    closing = {"(": ")", "[": "]", "{": "}"}
    stack = []
    for number, src in enumerate(text.splitlines()[:line], 1):
        code = src.split("#", 1)[0]
        for col, ch in enumerate(code[:column - 1] if number == line else code, 1):
            if ch in brackets:
                stack.append((ch, number, col))
            elif ch in (closing[b] for b in brackets) and stack:
                stack.pop()
    return [f"the '{ch}' at line {n}, column {c} is not closed" for ch, n, c in stack[-1:]
            if before_line is None or n < before_line]


def _line_code(text: str, number: int) -> str:
    lines = text.splitlines()
    return lines[number - 1].split("#", 1)[0] if 1 <= number <= len(lines) else ""


def _next_code_line(text: str, number: int) -> str:
    """The first line after `number` with code on it (comments and blank lines skipped)."""
    for src in text.splitlines()[number:]:
        code = src.split("#", 1)[0].strip()
        if code:
            return code
    return ""


def _kernel_hint(text: str, tok: Token, accepted: set) -> CompileError | None:
    """Clearer words for the usual slips inside kernels (C and Python habits)."""
    code = _line_code(text, tok.line)
    before = code[:tok.column - 1]
    words = {describe_terminal(n) for n in accepted}
    if before.strip() == "else":
        start = before.index("else") + 1
        return CompileError("'else' must be on the line of the '}' that closes its if: write `} else {`",
                            Span(tok.line, start, tok.line, start + 4))
    if tok.value == "=" and before.endswith("="):
        return CompileError("'==' compares; to assign, write '='",
                            Span(tok.line, tok.column - 1, tok.line, tok.column + 1))
    if tok.value == "=" and "'=='" in words:
        return CompileError("unexpected '='; to compare, write '=='", _span_of_token(tok))
    if "GRID" in accepted:
        return CompileError(f"unexpected {_describe_token(tok)}; expected the kernel's launch, "
                            "grid(...) block(...)", _span_of_token(tok))
    if tok.type == "_NL" and "LBRACE" in accepted and _next_code_line(text, tok.line).startswith("{"):
        return CompileError("unexpected end of line; the '{' must be on this line, not the next",
                            _span_of_token(tok))
    if tok.type in _DECL_WORDS and "RBRACE" in accepted:
        return CompileError(f"unexpected {_describe_token(tok)}; expected '}}'", _span_of_token(tok),
                            _unclosed(text, tok.line, tok.column, tok.line, "{"))
    return None


def _span_of_token(tok: Token) -> Span:
    width = max(1, len(tok.value)) if tok.type not in ("_NL", "$END") else 1
    return Span(tok.line, tok.column, tok.line, tok.column + width)


def parse(text: str) -> ast.Program:
    """Parse a whole program; raises CompileError with the location of the first error."""
    if not text.endswith("\n"):
        text += "\n"
    try:
        tree = _parser().parse(text)
    except UnexpectedToken as e:
        tok, accepted, end = e.token, _accepted(e), end_of_file(text)
        expected = _expected(accepted)
        if tok.type == "$END" or (tok.type == "_NL" and tok.line >= end.line):
            if "RBRACE" in accepted:
                raise CompileError("unexpected end of file; expected '}'", end,
                                   _unclosed(text, end.line, end.column, brackets="{")) from None
            raise CompileError(f"unexpected end of file; expected {expected}", end,
                               _unclosed(text, end.line, end.column)) from None
        hint = _kernel_hint(text, tok, accepted)
        if hint is not None:
            raise hint from None
        notes = _unclosed(text, tok.line, tok.column, tok.line)
        if tok.value in _COMPARISONS and any(_is_operator(n) for n in accepted):
            raise CompileError(f"comparisons do not chain: write a {tok.value} b && b {tok.value} c",
                               _span_of_token(tok), notes) from None
        raise CompileError(f"unexpected {_describe_token(tok)}; expected {expected}",
                           _span_of_token(tok), notes) from None
    except UnexpectedCharacters as e:
        raise CompileError(f"unexpected character {text[e.pos_in_stream]!r}",
                           Span(e.line, e.column, e.line, e.column + 1)) from None
    except UnexpectedEOF as e:
        span = end_of_file(text)
        raise CompileError(f"unexpected end of file; expected {_expected(e.expected)}", span,
                           _unclosed(text, span.line, span.column)) from None
    return _ToAst().transform(tree)


def _binop(op):
    @v_args(meta=True)
    def build(self, meta, children):
        return ast.BinOp(op, children[0], children[1], Span.of(meta))
    return build


class _ToAst(Transformer):
    """Lark tree -> ast nodes, keeping spans."""

    add, sub, mul, div, mod = (_binop(o) for o in "+-*/%")
    eq, ne, lt, le, gt, ge = (_binop(o) for o in ("==", "!=", "<", "<=", ">", ">="))
    and_, or_ = _binop("&&"), _binop("||")

    @v_args(meta=True)
    def neg(self, meta, c):
        return ast.UnOp("-", c[0], Span.of(meta))

    @v_args(meta=True)
    def not_(self, meta, c):
        return ast.UnOp("!", c[0], Span.of(meta))

    def int_lit(self, c):
        return ast.Num(int(c[0]), "int", Span.of(c[0]))

    def float_lit(self, c):
        return ast.Num(float(c[0]), "float", Span.of(c[0]))

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
    def sum_expr(self, meta, c):
        return ast.SumExpr(str(c[0]), c[1], c[2], c[3], Span.of(meta))

    def expr_list(self, c):
        return tuple(c)

    @v_args(meta=True)
    def param_decl(self, meta, c):
        return ast.ParamDecl(str(c[0]), str(c[1]), c[2], Span.of(meta), Span.of(c[1]))

    @v_args(meta=True)
    def format_name(self, meta, c):
        return ("format", (str(c[0]),), Span.of(meta))

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
    def output_decl(self, meta, c):
        ranges, fmt = self._tagged(c[1:], "ranges"), self._tagged(c[1:], "format")
        return ast.OutputDecl(str(c[0]), ranges[1] if ranges else None, fmt[1] if fmt else None,
                              Span.of(meta), Span.of(c[0]))

    @v_args(meta=True)
    def sched_call(self, meta, c):
        """The span starts at the word's name, not at the dot before it."""
        word = c[0]
        span = Span(word.line, word.column, meta.end_line, meta.end_column)
        return (str(word), tuple(a for a in c[1:] if a is not None), span)

    @v_args(meta=True)
    def sched_chain(self, meta, c):
        func = c[0]
        return tuple(ast.SchedCall(str(func), m, args, span, Span.of(func)) for m, args, span in c[1:])

    @v_args(meta=True)
    def schedule_decl(self, meta, c):
        calls = tuple(call for chain in c[1:] for call in chain)
        return ast.ScheduleDecl(str(c[0]), calls, Span.of(meta))

    # ---- kernels
    @v_args(meta=True)
    def index(self, meta, c):
        return ast.Index(str(c[0]), c[1], Span.of(meta), Span.of(c[0]))

    @v_args(meta=True)
    def attr(self, meta, c):
        return ast.Attr(str(c[0]), str(c[1]), Span.of(meta))

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
        return ast.Assign(str(c[0]), c[1], str(c[2]), c[3], Span.of(meta), Span.of(c[0]))

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
    def kernel_decl(self, meta, c):
        params = tuple(p for p in c[1:-2] if p is not None)
        grid, block, regs, launch_span = c[-2]
        return ast.KernelDecl(str(c[0]), params, grid, block, regs, c[-1], Span.of(meta),
                              Span.of(c[0]), launch_span)

    @v_args(meta=True)
    def check_decl(self, meta, c):
        kernels, buffer, args, body = c[0], c[1], [a for a in c[2:-1] if a is not None], c[-1]
        return ast.CheckDecl(tuple(str(k) for k in kernels), str(buffer), tuple(str(a) for a in args),
                             body, Span.of(meta), tuple(Span.of(k) for k in kernels), Span.of(buffer))

    def check_kernels(self, c):
        return c

    def start(self, c):
        return ast.Program(tuple(c))
