"""The layering of irc, as README's "Layout" describes it: the import contracts in pyproject.toml
(checked by import-linter on the installed package), no import cycle between modules, imports at
the top of modules only, and no source file over 400 lines."""
from __future__ import annotations

import ast
from pathlib import Path

import grimp
import pytest
from importlinter.cli import lint_imports

import irc
from conftest import ROOT

SOURCES = [p for d in ("irc", "passes", "backends") for p in sorted((ROOT / d).rglob("*.py"))]
OPTIONAL = ("pyopencl",)   # top-level names a function may import: optional dependencies (the opencl extra)


def test_import_contracts_hold(monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)          # import-linter would leave its cache here
    assert lint_imports(str(ROOT / "pyproject.toml"), no_cache=True, no_logo=True) == 0, \
        "an import breaks the layering (the report above says which)"


def _cycles(graph) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan, iteratively)."""
    index, low, on_stack, stack, out, counter = {}, {}, set(), [], [], [0]
    for root in sorted(graph.modules):
        if root in index:
            continue
        work = [(root, iter(sorted(graph.find_modules_directly_imported_by(root))))]
        index[root] = low[root] = counter[0]
        counter[0] += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = counter[0]
                    counter[0] += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph.find_modules_directly_imported_by(child)))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    m = stack.pop()
                    on_stack.discard(m)
                    component.append(m)
                    if m == node:
                        break
                if len(component) > 1:
                    out.append(sorted(component))
    return out


def test_no_import_cycle():
    graph = grimp.build_graph("irc", cache_dir=None)
    assert graph.find_modules_directly_imported_by("irc.api"), "the graph is of the installed package"
    assert _cycles(graph) == []


def test_the_cycle_finder_finds_a_cycle():
    graph = grimp.ImportGraph()
    for a, b in (("p.a", "p.b"), ("p.b", "p.c"), ("p.c", "p.a"), ("p.c", "p.d")):
        graph.add_import(importer=a, imported=b)
    assert _cycles(graph) == [["p.a", "p.b", "p.c"]]


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: str(p.relative_to(ROOT)))
def test_imports_at_the_top_of_the_module(path):
    """No import inside a function (none dodges a cycle, none hides a slow start), except of an
    optional dependency."""
    tree = ast.parse(path.read_text())
    inside = [f"line {sub.lineno}: {ast.unparse(sub)}" for node in ast.walk(tree)
              if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))
              for sub in ast.walk(node) if isinstance(sub, (ast.Import, ast.ImportFrom))
              and not (isinstance(sub, ast.Import) and sub.names[0].name.split(".")[0] in OPTIONAL)]
    assert inside == []


def test_no_source_file_over_400_lines():
    files = SOURCES + sorted((ROOT / "tests").glob("*.py")) + sorted((ROOT / "benchmarks").glob("*.py"))
    long = {str(p.relative_to(ROOT)): n for p in files if (n := len(p.read_text().splitlines())) > 400}
    assert long == {}


def test_the_tests_see_the_installed_package():
    """The contracts are checked on what `pip install .` installs (passes/ and backends/ inside irc)."""
    assert Path(irc.__file__).parent.joinpath("passes", "funcs", "bounds.py").exists()
