"""The grammar (`grammars/irc.lark`) and the Lark parser built from it, once."""
from __future__ import annotations

from functools import lru_cache
from importlib import resources

from lark import Lark
from lark.lexer import PatternStr

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
def parser() -> Lark:
    grammar = resources.files("irc.grammars").joinpath("irc.lark").read_text()
    return Lark(grammar, parser="lalr", lexer="contextual", propagate_positions=True, start=["start", "schedule_body", "condition"],
                postlex=_IgnoreNewlinesInBrackets(), maybe_placeholders=True, cache=True)


@lru_cache(maxsize=1)
def literal_terminals() -> dict[str, str]:
    """Terminal name -> its text in quotes, for the terminals that are fixed text (`RPAR`: `')'`)."""
    return {t.name: f"'{t.pattern.value}'" for t in parser().terminals if isinstance(t.pattern, PatternStr)}
