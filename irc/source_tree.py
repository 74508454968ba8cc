"""`import irc` from a checkout that is not installed there (the repository root, `python -m
irc`): the packages irc installs as `irc.passes`, `irc.backends` and `irc.grammars` are the
top-level folders passes/, backends/ and grammars/ of the checkout (pyproject.toml's
package-dir), so the checkout's root joins the package's path when they are not inside it."""
from __future__ import annotations

import os

MAPPED = ("passes", "backends", "grammars")     # pyproject.toml [tool.setuptools.package-dir]


def add_source_tree(path: list[str]) -> None:
    """Append the checkout's root to the package `path` where the mapped folders lie beside it."""
    package = path[0]
    root = os.path.dirname(package)
    if all(os.path.isdir(os.path.join(package, m)) for m in MAPPED):
        return
    if all(os.path.isdir(os.path.join(root, m)) for m in MAPPED) and root not in path:
        path.append(root)
