"""Loading a program: text -> parse -> check -> `Module`."""
from __future__ import annotations

from pathlib import Path

from .checker import check
from .diagnostics import Source, UsageError
from .module import Module
from .parser import parse


def parse_module(text: str, filename: str = "<string>") -> Module:
    source = Source(filename, text)
    name = Path(filename).stem if filename != "<string>" else "program"
    name = "".join(c if c.isalnum() else "_" for c in name) or "program"
    return check(parse(text), source, name)


def load_module(path: str | Path) -> Module:
    path = Path(path)
    try:
        text = path.read_text()
    except (FileNotFoundError, IsADirectoryError, PermissionError, UnicodeDecodeError) as e:
        raise UsageError(f"cannot read '{path}': {e.strerror if hasattr(e, 'strerror') and e.strerror else e}") from None
    return parse_module(text, str(path))
