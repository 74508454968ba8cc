"""The kinds layer and the lazy registry (README "Layout"): no code outside irc/kinds/ tests a kind
or a target by its name; every name the registry holds loads; imports are deferred in
irc/registry.py and nowhere else; `import irc`, `import irc.ir` and `irc --help` load none of
the heavy dependencies; `python -m irc` works from the repository's root."""
from __future__ import annotations

import ast
import re
import subprocess
import sys

import pytest

import irc
from irc import registry
from irc.kinds import choose
from irc.lower.pipelines import PIPELINES
from conftest import EXAMPLES, ROOT

KIND_OR_TARGET = "c|simt|opencl|reference|funcs|kernel|proc|sparse"
# `x == "c"`, `"proc" != x`, `x in ("c", "opencl")`: a kind or a target told by its name.
BY_NAME = re.compile(rf"""(==|!=)\s*["']({KIND_OR_TARGET})["']|["']({KIND_OR_TARGET})["']\s*(==|!=)|"""
                     rf"""\bin\s*[(\[{{]\s*["']({KIND_OR_TARGET})["']""")
ALLOWED = ("irc/kinds/", "irc/registry.py", "irc/lower/pipelines.py")    # the kinds, and the tables
HEAVY = ("cffi", "islpy", "lark", "scipy", "PIL")


def names_by_name(paths, root=ROOT) -> list[str]:
    """Every line of `paths` (outside ALLOWED) that compares with a kind's or a target's name."""
    found = []
    for path in paths:
        where = str(path.relative_to(root))
        if where.startswith(ALLOWED):
            continue
        for n, line in enumerate(path.read_text().splitlines(), 1):
            if BY_NAME.search(line.split("#")[0]):
                found.append(f"{where}:{n}: {line.strip()}")
    return found


def test_no_code_outside_the_kinds_compares_a_kind_or_a_target_by_name():
    sources = [p for d in ("irc", "passes") for p in sorted((ROOT / d).rglob("*.py"))]
    assert names_by_name(sources) == []


def test_the_name_check_finds_a_comparison(tmp_path):
    (tmp_path / "irc").mkdir()
    bad = tmp_path / "irc" / "bad.py"
    bad.write_text('if target != "c":\n    pass\nok = kind.name  # == "c"\nif args.target in ("c", "opencl"): pass\n'
                   'if "proc" == kind.name: pass\n')
    assert names_by_name([bad], tmp_path) == ['irc/bad.py:1: if target != "c":',
                                              'irc/bad.py:4: if args.target in ("c", "opencl"): pass',
                                              'irc/bad.py:5: if "proc" == kind.name: pass']


@pytest.mark.parametrize("pipeline", PIPELINES.values(), ids=lambda p: f"{p.kind}-{p.target}")
def test_every_pass_of_every_pipeline_loads_from_the_registry(pipeline):
    for name in pipeline.passes:
        assert registry.PASSES[name].__name__ == name
    assert registry.KINDS[pipeline.kind].name == pipeline.kind
    assert registry.TARGET_OBJECTS[pipeline.target].name == pipeline.target


@pytest.mark.parametrize("table", [registry.KIND_CLASSES, registry.COMMANDS, registry.API])
def test_every_name_in_the_registry_loads(table):
    for spec in table.values():
        assert registry.load(spec) is not None


@pytest.mark.parametrize("table", [registry.PASSES, registry.TARGET_OBJECTS, registry.KINDS])
def test_a_name_the_registry_lacks_is_a_key_error(table):
    with pytest.raises(KeyError):
        table["no_such_thing"]


def test_imports_are_deferred_in_the_registry_only():
    deferred = []
    for path in sorted(p for d in ("irc", "passes", "backends") for p in (ROOT / d).rglob("*.py")):
        if path == ROOT / "irc" / "registry.py":
            continue
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Call) and getattr(node.func, "attr", getattr(node.func, "id", "")) in \
                    ("import_module", "__import__"):
                deferred.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert deferred == []


def _loaded_after(code: str, cwd=None) -> list[str]:
    """The heavy dependencies loaded by a fresh interpreter after running `code`."""
    probe = f"{code}\nimport sys\nprint(' '.join(m for m in {HEAVY!r} if m in sys.modules))"
    result = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, cwd=cwd, check=True)
    return result.stdout.split()


@pytest.mark.parametrize("code", ["import irc", "import irc.ir", "import irc.ir.nodes, irc.ir.printer"])
def test_importing_irc_loads_no_heavy_dependency(code, tmp_path):
    assert _loaded_after(code, cwd=tmp_path) == []


def test_irc_help_loads_neither_numpy_nor_a_heavy_dependency(tmp_path):
    code = ("import contextlib, io\nfrom irc.cli import main\nwith contextlib.redirect_stdout(io.StringIO()):\n"
            "    try:\n        main(['--help'])\n    except SystemExit:\n        pass\n"
            "import sys\nassert 'numpy' not in sys.modules, 'numpy'")
    assert _loaded_after(code, cwd=tmp_path) == []


def test_a_program_loads_what_it_needs_on_first_use(tmp_path):
    assert "lark" in _loaded_after(f"import irc\nirc.load({str(EXAMPLES / 'blur.dsl')!r})", cwd=tmp_path)


def test_compiling_a_pipeline_loads_only_what_it_needs(tmp_path):
    """`irc compile --emit c` of blur parses (lark) and writes C (cffi's module is imported for the
    build), but needs no isl, no scipy, no images — nor the GPU backends."""
    code = ("import contextlib, io\nfrom irc.cli import main\nwith contextlib.redirect_stdout(io.StringIO()):\n"
            f"    main(['compile', {str(EXAMPLES / 'blur.dsl')!r}, '--emit', 'c'])\n"
            "import sys\nassert not [m for m in sys.modules if m.startswith(('irc.backends.simt.interpreter', "
            "'irc.backends.opencl', 'irc.kinds.gpu'))]")
    assert _loaded_after(code, cwd=tmp_path) == ["cffi", "lark"]


def test_python_m_irc_runs_from_the_repository_root():
    result = subprocess.run([sys.executable, "-m", "irc", "compile", "examples/blur.dsl", "--emit", "ir"],
                            capture_output=True, text=True, cwd=ROOT)
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("func blur")


def test_choose_tells_the_kind_of_a_request():
    blur, matmul = irc.load(EXAMPLES / "blur.dsl"), irc.load(EXAMPLES / "gpu" / "matmul.dsl")
    kind, ctx = choose(blur.module, "tile")
    assert (kind.name, kind.default_target(ctx), ctx.schedule.name) == ("funcs", "c", "tile")
    kind, ctx = choose(matmul.module, "gpu_naive")
    assert (kind.name, kind.default_target(ctx)) == ("funcs", "simt")
    kind, ctx = choose(irc.load(EXAMPLES / "procs" / "jacobi1d.dsl").module, "skewed")
    assert (kind.name, ctx.proc.name, ctx.proc_schedule.name) == ("proc", "jacobi1d", "skewed")
    kind, _ = choose(irc.load(EXAMPLES / "sparse" / "spmv.dsl").module)
    assert kind.targets() == ("c",)


def test_a_kind_refuses_a_target_it_has_no_pipeline_for():
    prog = irc.load(EXAMPLES / "sparse" / "spmv.dsl")
    with pytest.raises(irc.UsageError, match="sparse programs run on the C target, not 'simt'"):
        prog.compile(target="simt")
