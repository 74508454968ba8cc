"""`irc run` and `irc bench` of a sparse program: operands from files (`--input A=matrix.mtx`,
`x=x.npy`) or at random (seeded, `--nnz-per-row` entries a row on average), built as C, timed,
and with `--check` compared with the coordinate reference (kinds/sparse_reference.py)."""
from __future__ import annotations

import warnings

import numpy as np
import scipy.io
import scipy.sparse as sp

from ..api import Program
from ..diagnostics import UsageError
from ..images import write_array
from ..ir.evaluate import eval_int
from ..ir.types import NUMPY_TYPES
from ..kinds import choose
from ..module import Input
from ..sizes import bind_sizes
from ..sparse import read_sparse, tensor
from ..sparse.convert import SparseConversion
from ..targets.compare import compare
from .files import input_specs, read_dense_input, threads_text
from .report import Report, report_check, timing_fields

TOLERANCE = 1e-9          # sums reassociated by the loops (CSC's column order against the rows')


def sparse_operands(program: Program, specs, sizes: dict, per_row: float) -> dict:
    """The operands of `--input` specs, the others random: a sparse one with about `per_row`
    entries per row (per entry of its other dimensions), uniform coordinates, values in [0, 1)."""
    module = program.module
    given = {}
    for inp, path in input_specs(module, specs):
        given[inp.name] = _read(inp, path)
    env = bind_sizes(module, given, sizes)
    rng = np.random.default_rng(0)
    for inp in module.inputs:
        if inp.name not in given:
            shape = tuple(eval_int(e, env) for e in inp.shape)
            given[inp.name] = _random(inp, shape, per_row, rng)
    return given


def _read(inp: Input, path: str):
    if inp.format is None:
        return read_dense_input(inp, path)[0]
    t = read_sparse(path, inp.format, inp.name)
    if t.note:
        warnings.warn(t.note, SparseConversion)
    if t.dtype != np.dtype(NUMPY_TYPES[inp.dtype]):
        t = tensor(t.coords(), t.vals.astype(NUMPY_TYPES[inp.dtype]), t.shape, inp.format)
    return t


def _random(inp: Input, shape: tuple[int, ...], per_row: float, rng):
    dtype = np.dtype(NUMPY_TYPES[inp.dtype])
    if inp.format is None:
        return rng.random(shape).astype(dtype)
    rows = int(np.prod(shape[:-1], dtype=np.int64))
    nnz = min(int(round(rows * per_row)), int(np.prod(shape, dtype=np.int64)))
    coords = np.array([rng.integers(0, n, nnz) for n in shape]) if nnz else np.zeros((len(shape), 0), np.int64)
    return tensor(coords, rng.random(nnz).astype(dtype), shape, inp.format)


def run_sparse(args, program: Program, sizes: dict, out) -> int:
    kind, _ = choose(program.module)
    if args.cache or args.proc or args.target not in kind.targets():
        raise UsageError("a sparse program runs on the C target, as its iteration graph orders its loops (no "
                         "--proc, --cache or --target)")
    sparse_out = program.module.output.format is not None
    if args.output and not args.output.endswith((".npz", ".mtx") if sparse_out else (".npy", ".png")):
        kinds = ".npz (scipy.sparse.save_npz) or .mtx" if sparse_out else ".npy or .png"
        raise UsageError(f"cannot write '{args.output}': this program's output is written as {kinds}")
    operands = sparse_operands(program, args.input, sizes, args.nnz_per_row)
    f = program.compile(args.schedule, threads=args.threads, fast_math=args.fast_math)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", SparseConversion)
        result = f(**operands, **sizes)
        timing = f.time(**operands, **sizes, repeat=args.repeat)
    env = bind_sizes(program.module, operands, sizes)
    stored = ", ".join(f"{n} {v.nnz:,} stored" for n, v in operands.items() if hasattr(v, "nnz"))
    shape = "x".join(str(n) for n in result.shape) + (f" ({result.nnz:,} stored)" if hasattr(result, "nnz") else "")
    how = f"schedule {args.schedule}, " if args.schedule else ""
    report = Report(args.json, out)
    report.say(f"{program.module.name} ({how}{', '.join(f'{k}={v}' for k, v in env.items())}; {stored}), output "
               f"{shape}: {timing}{threads_text(f)}", program=program.module.name, schedule=args.schedule,
               sizes=env, stored={n: v.nnz for n, v in operands.items() if hasattr(v, "nnz")},
               output_shape=list(result.shape), output_stored=getattr(result, "nnz", None), threads=f.team_size(),
               timing=timing_fields(timing))
    status = 0
    if args.check:
        status = report_check(report, compare(result, program.reference(**operands, **sizes), TOLERANCE),
                              "the reference on coordinates")
    if args.output:
        _write(args.output, result)
        report.say(f"wrote {args.output}", wrote=args.output)
    return report.close(status)


def _write(path: str, result) -> None:
    """A dense output as .npy (or an image), a sparse one as .npz (scipy.sparse.save_npz) or .mtx."""
    if isinstance(result, np.ndarray):
        write_array(path, result, 8)
    elif not sp.issparse(result):
        raise UsageError(f"cannot write '{path}': an output of {result.ndim} dimensions is returned by the API only")
    elif path.endswith(".npz"):
        sp.save_npz(path, result)
    else:
        scipy.io.mmwrite(path, result)
