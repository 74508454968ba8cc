"""The grammar (`grammars/irc.lark`) and the Lark parser built from it, once."""
from __future__ import annotations

from functools import lru_cache
from importlib import resources

from lark import Lark
from lark.lexer import PatternStr

# the tokens after which an expression or an assignment is unfinished: a newline there continues it
CONTINUING = frozenset("+ - * / % & | ^ << >> && || == != < <= > >= ? = += -= *= /=".split())


class _ContinuedLines:
    """Post-lexer: a newline inside ( ) or [ ] does not end a statement, nor does one after a
    binary operator, an assignment, a `?` or the `:` of a conditional (one after an open `?`).
    A newline before an operator still ends the statement: a line may start with `-x`."""
    always_accept = ("_NL",)
    _OPEN = {"LPAR", "LSQB"}
    _CLOSE = {"RPAR", "RSQB"}

    def process(self, stream):
        depth, open_conditionals, unfinished = 0, 0, False
        for tok in stream:
            if tok.type == "_NL":
                if depth or unfinished:
                    continue
                open_conditionals = 0
            else:
                if tok.type in self._OPEN:
                    depth += 1
                elif tok.type in self._CLOSE:
                    depth = max(0, depth - 1)
                conditional_colon = tok.value == ":" and not depth and open_conditionals > 0
                open_conditionals += (tok.value == "?" and not depth) - conditional_colon
                unfinished = conditional_colon or tok.value in CONTINUING
            yield tok


@lru_cache(maxsize=1)
def parser() -> Lark:
    grammar = resources.files("irc.grammars").joinpath("irc.lark").read_text()
    return Lark(grammar, parser="lalr", lexer="contextual", propagate_positions=True, start=["start", "schedule_body", "condition"],
                postlex=_ContinuedLines(), maybe_placeholders=True, cache=True)


@lru_cache(maxsize=1)
def literal_terminals() -> dict[str, str]:
    """Terminal name -> its text in quotes, for the terminals that are fixed text (`RPAR`: `')'`)."""
    return {t.name: f"'{t.pattern.value}'" for t in parser().terminals if isinstance(t.pattern, PatternStr)}
