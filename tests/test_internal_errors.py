"""Compiler bugs: a pass that raises, or a node no rule handles, is an internal error: exit 70,
"internal compiler error" and where to report it, never a traceback unless IRC_TRACEBACK asks."""
from __future__ import annotations

import pytest

from conftest import ROOT
from irc.cli import main
from irc.diagnostics import InternalError
from irc.ir.nodes import Block, Expr, Store
from irc.ir.printer import to_str
from irc.lower.pipelines import PASSES

BLUR = "examples/blur.dsl"


BUG = ("please report this with the program and the command line to irc's issue tracker\n"
       "(set IRC_TRACEBACK=1 to see where it happened)\n")


def _broken_simplify(fn, ctx):
    raise ValueError("an invariant broke")


@pytest.mark.parametrize("error,message", [
    (ValueError("an invariant broke"), "ValueError: an invariant broke"),
    (InternalError("IR of 'blur' is malformed"), "IR of 'blur' is malformed"),
])
def test_a_compiler_bug_is_exit_70_without_a_traceback(error, message, capsys, monkeypatch):
    def broken(fn, ctx):
        raise error
    monkeypatch.setitem(PASSES, "simplify", broken)
    monkeypatch.delenv("IRC_TRACEBACK", raising=False)
    monkeypatch.chdir(ROOT)
    assert main(["compile", BLUR, "--schedule", "tile"]) == 70
    out, err = capsys.readouterr()
    assert (out, err) == ("", f"irc: internal compiler error: {message}\n{BUG}")


def test_irc_traceback_shows_where_a_compiler_bug_happened(capsys, monkeypatch):
    monkeypatch.setitem(PASSES, "simplify", _broken_simplify)
    monkeypatch.setenv("IRC_TRACEBACK", "1")
    monkeypatch.chdir(ROOT)
    assert main(["compile", BLUR]) == 70
    err = capsys.readouterr().err
    assert err.startswith("irc: internal compiler error: ValueError: an invariant broke\n")
    assert "Traceback" in err and "_broken_simplify" in err


def test_a_node_no_rule_handles_is_an_internal_error():
    class Odd(Expr):
        __slots__ = ()
    with pytest.raises(InternalError, match="the printer has no rule for Odd expressions"):
        to_str(Block((Store("a", (), Odd()),)))
    with pytest.raises(InternalError, match="StmtPrinter has no rule for Odd nodes"):
        to_str(Block((Odd(),)))
