"""Parse errors in words: what was found, what was expected, which bracket is still open.

Lark's own terminal names (`__ANON_3`, `RPAR`) never reach the user: `describe_terminal` turns
them into words, and common mistakes get a sentence of their own (a chained comparison, a
kernel statement in the wrong place).
"""
from __future__ import annotations

import re

from lark import Token, UnexpectedCharacters, UnexpectedToken

from ..diagnostics import CompileError, Span
from ..ir.nodes import ATOMIC_OPS
from .grammar import CONTINUING, literal_terminals

_WORDS = {"NAME": "a name", "INT": "an integer", "FLOAT": "a number", "_NL": "end of line",
          "$END": "end of file", "ASSIGN_OP": "an assignment ('=', '+=', '-=', '*=', '/=')",
          "DIGIT_NAME": "a name"}



ATOMIC_WORDS = tuple(ATOMIC_OPS)       # statements of their own

# (CUDA C's words, what irc writes instead)
CUDA_SPELLINGS = (
    (("__syncthreads", "__syncwarp"), "irc writes `sync` (a barrier of the block's threads)"),
    (("__shared__",), "irc declares `shared s: f32[32]` at the top of the kernel"),
    (("float", "double", "int", "long", "unsigned", "bool", "auto"),
     "irc declares a variable as `var x: f32 = e` (or `let x = e`, which is not assigned again)"),
    (("__global__", "__device__", "__host__"), "irc writes `kernel name(a: f32[N]) grid(...) block(...) { ... }`"),
    (("atomicAdd", "atomicMin", "atomicMax", "atomicExch", "atomicCAS"),
     "irc writes it as a statement, `atomicAdd(hist[b], 1)`, or takes the element's old value whole into a let "
     "or a var: `let old = atomicAdd(count[0], 1)`"),
    (("atomicSub", "atomicInc", "atomicDec", "atomicAnd", "atomicOr", "atomicXor"),
     "irc's kernels have atomicAdd, atomicMin, atomicMax, atomicExch and atomicCAS (atomicSub: atomicAdd of "
     "the negation)"),
)


def describe_terminal(name: str) -> str:
    """A terminal of the grammar in words: its text for a literal one (`'('`), else a phrase."""
    return _WORDS.get(name) or literal_terminals().get(name, name.lower())


def _describe_token(tok: Token) -> str:
    if tok.type == "_NL":
        return "end of line"
    if tok.type == "$END":
        return "end of file"
    return f"'{tok.value}'"


_OPERATORS = {"PLUS", "MINUS", "STAR", "SLASH", "PERCENT", "LESSTHAN", "MORETHAN", "QMARK", "VBAR", "CIRCUMFLEX",
              "AMPERSAND"}
_OPERATOR_TEXT = ("==", "!=", "<=", ">=", "&&", "||", "<<", ">>")
_DECL_WORDS = {"PARAM", "INPUT", "FUNC", "OUTPUT", "SCHEDULE", "KERNEL", "CHECK"}
_EXPR_START = {"NAME", "INT", "FLOAT", "LPAR"}
_EXPR_WORDS = {"MINUS", "BANG", "TILDE", "TRUE", "FALSE"}
_COMPARISONS = ("==", "!=", "<", "<=", ">", ">=")


def _is_operator(name: str) -> bool:
    return name in _OPERATORS or describe_terminal(name).strip("'") in _OPERATOR_TEXT


def _expected(names) -> str:
    """Lark's expected terminals in words: operators as 'an operator', end of line last."""
    names = {n for n in names if not n.startswith("_") or n == "_NL" or n in literal_terminals() or n in _WORDS}
    if "_NL" in names or "SEMICOLON" in names:
        names -= _DECL_WORDS | {"$END"}  # a new declaration belongs on a new line
    ops = {n for n in names if _is_operator(n)}
    words = ["an operator"] if len(ops) > 1 else []
    names -= ops if words else set()
    if _EXPR_START <= names:           # where an expression may start, say so
        words, names = ["an expression"] + words, names - _EXPR_START - _EXPR_WORDS
    words += sorted({describe_terminal(n) for n in names if n != "_NL"})    # a name: NAME or DIGIT_NAME
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


def _continued(text: str, tok: Token) -> list[str]:
    """A note when the line of `tok` goes on from a line before that ends with an operator."""
    for number in range(tok.line - 1, 0, -1):
        code = _line_code(text, number).rstrip()
        if code:
            ends = [op for op in CONTINUING | {":"} if code.endswith(op)]
            return [f"line {number} ends with '{max(ends, key=len)}', so line {tok.line} continues it"] if ends else []
    return []


def cuda_spelling(word: str) -> str | None:
    """What irc writes for a word of CUDA C, or None."""
    for words, ours in CUDA_SPELLINGS:
        if word in words:
            return f"'{word}' is CUDA's; {ours}"
    return None


def _in_body(text: str, tok: Token) -> bool:
    """Whether `tok` is inside braces (a kernel's or a proc's statements): outside, `f(...) += e`
    is an update definition."""
    before = text[:tok.start_pos]
    return before.count("{") > before.count("}")


def _kernel_hint(text: str, tok: Token, accepted: set) -> CompileError | None:
    """Clearer words for the usual slips inside kernels (C, CUDA and Python habits)."""
    code = _line_code(text, tok.line)
    before = code[:tok.column - 1]
    words = {describe_terminal(n) for n in accepted}
    last = re.search(r"([A-Za-z_]\w*)\s*$", before)
    said = cuda_spelling(last.group(1)) if last else None
    if said is not None:
        return CompileError(said, Span(tok.line, last.start(1) + 1, tok.line, last.end(1) + 1))
    call = re.match(r"\s*([A-Za-z_]\w*)\s*\(", code)
    if call and call.group(1) not in ATOMIC_WORDS and tok.column > call.end() and _in_body(text, tok):
        word, span = call.group(1), Span(tok.line, call.start(1) + 1, tok.line, call.end(1) + 1)
        return CompileError(cuda_spelling(word) or f"'{word}(...)' is not a statement: its value must go somewhere "
                            f"(`v = {word}(...)`); only {', '.join(ATOMIC_WORDS)} stand alone", span)
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


def syntax_error(e, text: str) -> CompileError:
    """The diagnostic for Lark's exception `e` while parsing `text`."""
    if isinstance(e, UnexpectedToken):
        return _unexpected_token(e, text)
    if isinstance(e, UnexpectedCharacters):
        return CompileError(f"unexpected character {text[e.pos_in_stream]!r}",
                            Span(e.line, e.column, e.line, e.column + 1))
    span = end_of_file(text)
    return CompileError(f"unexpected end of file; expected {_expected(e.expected)}", span,
                        _unclosed(text, span.line, span.column))


def _unexpected_token(e: UnexpectedToken, text: str) -> CompileError:
    tok, accepted, end = e.token, _accepted(e), end_of_file(text)
    expected = _expected(accepted)
    if tok.type == "$END" or (tok.type == "_NL" and tok.line >= end.line):
        if "RBRACE" in accepted:
            return CompileError("unexpected end of file; expected '}'", end,
                                _unclosed(text, end.line, end.column, brackets="{"))
        return CompileError(f"unexpected end of file; expected {expected}", end, _unclosed(text, end.line, end.column))
    hint = _kernel_hint(text, tok, accepted)
    if hint is not None:
        return hint
    notes = _unclosed(text, tok.line, tok.column, tok.line) + _continued(text, tok)
    if tok.value in CONTINUING and not _line_code(text, tok.line)[:tok.column - 1].strip():
        return CompileError(f"unexpected '{tok.value}' at the start of a line: the line before ends its statement; "
                            f"to go on, end that line with the '{tok.value}'", _span_of_token(tok), notes)
    if tok.value in _COMPARISONS and any(_is_operator(n) for n in accepted):
        return CompileError(f"comparisons do not chain: write a {tok.value} b && b {tok.value} c",
                            _span_of_token(tok), notes)
    return CompileError(f"unexpected {_describe_token(tok)}; expected {expected}", _span_of_token(tok), notes)
