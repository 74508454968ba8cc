"""Binding the arguments of a call: arrays to inputs, and sizes (params) from keywords, then
input shapes, then defaults; a proc's arrays, updated in place, and its sizes."""
from __future__ import annotations

import numpy as np

from .arrays import in_place_problem, readable
from .diagnostics import CompileError, UsageError
from .ir.evaluate import eval_int
from .ir.nodes import Var
from .ir.types import ANY_INT_TYPES, INDEX_LIMIT, NUMPY_TYPES, int_range
from .module import Input, Module, Proc


def size_value(name: str, value, smallest: int = 1) -> int:
    """A size given by the caller: an integer from `smallest` (a proc's sizes may be 0: its loops
    are then empty) that fits the i32 the code computes it in (as `--size` insists), not a float or
    a string quietly truncated."""
    if isinstance(value, bool) or not isinstance(value, (int, np.integer)):
        raise UsageError(f"size {name} must be an integer, got {value!r}")
    if not smallest <= value < 2 ** 31:
        least = "positive" if smallest else "zero or more"
        raise UsageError(f"size {name} must be {least} and fit in i32, got {value}")
    return int(value)


def check_size_names(module: Module, sizes) -> None:
    unknown = [k for k in sizes if module.param(k) is None]
    if unknown:
        names = ", ".join(p.name for p in module.params) or "none"
        raise UsageError(f"unknown size '{unknown[0]}'; this program's sizes: {names}")


def bind_sizes(module: Module, arrays: dict, sizes: dict[str, int]) -> dict[str, int]:
    """Sizes from keywords, then from input shapes, then defaults; check every shape agrees."""
    check_size_names(module, sizes)
    env = {k: size_value(k, v) for k, v in sizes.items()}
    for inp in module.inputs:
        arr = arrays.get(inp.name)
        if arr is None:
            continue
        if arr.ndim != len(inp.shape):
            raise UsageError(f"input '{inp.name}' must have {len(inp.shape)} dimensions, got shape {arr.shape}")
        for dim, e in zip(arr.shape, inp.shape):
            if isinstance(e, Var) and e.name not in env:
                env[e.name] = int(dim)
    for p in module.params:
        env.setdefault(p.name, p.default)
    for inp in module.inputs:
        arr = arrays.get(inp.name)
        want = tuple(eval_int(e, env) for e in inp.shape)
        if arr is not None and tuple(arr.shape) != want:
            raise UsageError(f"input '{inp.name}' has shape {tuple(arr.shape)}, but the sizes "
                             f"{', '.join(f'{k}={v}' for k, v in env.items())} give {want}")
    _check_extents(module, env)
    _check_index_ranges(module, env)
    return env


def _check_extents(module: Module, env: dict[str, int]) -> None:
    """Every extent of an input or an output, at these sizes, is an i32 that is not negative:
    the code computes extents in i32 (a product of sizes past 2**31 would wrap)."""
    extents = [(f"input '{i.name}'", d, e) for i in module.inputs for d, e in enumerate(i.shape)]
    extents += [(f"the output '{o.func}'", d, e) for o in module.outputs for d, (_, e) in enumerate(o.ranges)]
    at = ", ".join(f"{k}={v}" for k, v in env.items())
    for what, dim, e in extents:
        value = eval_int(e, env)
        if not 0 <= value < 2 ** 31:
            problem = "is negative" if value < 0 else "does not fit in i32, the type extents are computed in"
            raise UsageError(f"dimension {dim} of {what} has extent {value} at {at}: it {problem}")


def _check_index_ranges(module: Module, env: dict[str, int]) -> None:
    """Index arithmetic stays in [-INDEX_LIMIT, INDEX_LIMIT] at these sizes (regions.index_ranges):
    refused at the read, never computed in an i32 that wraps."""
    for r in module.index_ranges:
        lo, hi = eval_int(r.lo, env), eval_int(r.hi, env)
        if lo < -INDEX_LIMIT or hi > INDEX_LIMIT:
            at = ", ".join(f"{k}={v}" for k, v in env.items())
            raise CompileError(f"{r.what} spans [{lo}, {hi}] at {at}, outside [-2**30, 2**30]: irc "
                               f"computes indices in i32 and keeps them in that range", r.span)


def split_arguments(module: Module, args: tuple, kwargs: dict) -> tuple[dict, dict]:
    """Call arguments as the inputs (positional in declaration order, or by name), every one
    given, and the sizes (the other keywords)."""
    names = [i.name for i in module.inputs if i.scalar is None]
    scalars = {i.name for i in module.inputs if i.scalar is not None}
    if len(args) > len(names):
        raise UsageError(f"{len(args)} inputs given, the program takes {len(names)} ({', '.join(names)})")
    arrays = dict(zip(names, args))
    sizes, chosen = {}, {}
    for k, v in kwargs.items():
        if k in names:
            if k in arrays:
                raise UsageError(f"input '{k}' given twice")
            arrays[k] = v
        else:
            (chosen if k in scalars else sizes)[k] = v
    arrays.update(scalar_arrays(module, chosen))
    missing = [n for n in names if n not in arrays]
    if missing:
        raise UsageError(f"missing input '{missing[0]}'")
    return arrays, sizes


def scalar_arrays(module: Module, chosen: dict) -> dict[str, np.ndarray]:
    """The one-element array of every scalar param of `module`: the value `chosen` gives it, else
    its default."""
    return {i.name: scalar_array(i, chosen.get(i.name, i.scalar)) for i in module.inputs if i.scalar is not None}


def scalar_array(inp: Input, value) -> np.ndarray:
    """The one-element array of scalar param `inp` set to `value`: a number of its type (an
    integer one in its range; a float param takes any real number)."""
    t = inp.dtype
    what = f"param '{inp.name}' is {'an' if t[0] in 'fi' else 'a'} {t}"
    if isinstance(value, np.ndarray) and value.size == 1:
        value = value.reshape(()).item()
    if isinstance(value, (bool, np.bool_)) != (t == "bool") or not isinstance(value, (int, float, np.number, bool)):
        raise UsageError(f"{what}: give {'true or false' if t == 'bool' else 'a number'}, got {value!r}")
    if t in ANY_INT_TYPES:
        if float(value) != int(value):
            raise UsageError(f"{what}: give an integer, got {value!r}")
        lo, hi = int_range(t)
        if not lo <= int(value) <= hi:
            raise UsageError(f"{what}: {int(value)} does not fit")
        value = int(value)
    return np.array([value], NUMPY_TYPES[t])


def dense_input(inp: Input, value) -> np.ndarray:
    """A dense input's array: of its type (in either byte order), the caller's own when laid out
    as the code reads it, else a contiguous copy in the machine's order (arrays.readable)."""
    a = np.asarray(value)
    want = np.dtype(NUMPY_TYPES[inp.dtype])
    if a.dtype.newbyteorder("=") != want:
        raise UsageError(f"input '{inp.name}' must be {want.name}, got {a.dtype.name}")
    return readable(a, f"input '{inp.name}'")


def bind_inputs(module: Module, args: tuple, kwargs: dict) -> tuple[dict, dict]:
    """Split call arguments into arrays (positional in declaration order, or by name) and sizes."""
    arrays, sizes = split_arguments(module, args, kwargs)
    return {inp.name: dense_input(inp, arrays[inp.name]) for inp in module.inputs}, sizes


def proc_sizes(module: Module, sizes: dict) -> dict[str, int]:
    """The sizes of a call of a proc: those given (zero or more), else the defaults."""
    check_size_names(module, sizes)
    return {p.name: size_value(p.name, sizes[p.name], 0) if p.name in sizes else p.default for p in module.params}


def bind_proc_args(module: Module, proc: Proc, args: tuple, kwargs: dict) -> tuple[dict, dict]:
    """A proc's arrays (positional in parameter order, or by name) and sizes (keywords, else the
    defaults).  Each array is the caller's, updated in place: never converted or copied, so it
    must have the dtype and shape its parameter gives at these sizes, be C-contiguous, aligned,
    in the machine's byte order and writable, and share no memory with another."""
    names = [b.name for b in proc.buffers]
    if len(args) > len(names):
        raise UsageError(f"{len(args)} arrays given, proc '{proc.name}' takes {len(names)} ({', '.join(names)})")
    arrays, sizes = dict(zip(names, args)), {}
    for k, v in kwargs.items():
        if k in names and k in arrays:
            raise UsageError(f"array '{k}' given twice")
        (arrays if k in names else sizes)[k] = v
    missing = [n for n in names if n not in arrays]
    if missing:
        raise UsageError(f"missing array '{missing[0]}' of proc '{proc.name}' ({', '.join(names)})")
    env = proc_sizes(module, sizes)
    for b in proc.buffers:
        if not b.shape:
            arrays[b.name] = _scalar(b, arrays[b.name])
            continue
        _check_in_place(b, arrays[b.name], env)
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            if np.may_share_memory(arrays[a], arrays[b]):
                raise UsageError(f"arrays '{a}' and '{b}' share memory; a proc's arrays must be distinct")
    return arrays, env


def _scalar(b: Input, value) -> np.ndarray:
    """A scalar parameter's value (`alpha=1.5`, a numpy scalar) as the zero-dimensional array the
    compiled proc reads; a float for an integer parameter is refused, not truncated."""
    want = np.dtype(NUMPY_TYPES[b.dtype])
    given = np.asarray(value)
    numeric = given.dtype.kind in "biuf"
    if given.ndim != 0 or not numeric or (given.dtype.kind == "f" and want.kind != "f"):
        raise UsageError(f"scalar parameter '{b.name}' takes one {'number' if want.kind == 'f' else 'integer'} "
                         f"({want.name}), got {value!r}")
    return np.array(given, dtype=want)


def _check_in_place(b: Input, a, env: dict[str, int]) -> None:
    """`a` is an array the proc may update in place as parameter `b`."""
    at = ", ".join(f"{k}={v}" for k, v in env.items())
    shape = tuple(eval_int(e, env) for e in b.shape)
    for dim, n in enumerate(shape):
        if n < 0:
            raise UsageError(f"dimension {dim} of array '{b.name}' has extent {n} at {at}: it is negative")
    want = np.dtype(NUMPY_TYPES[b.dtype])
    if not isinstance(a, np.ndarray):
        raise UsageError(f"array '{b.name}' must be a numpy array ({want.name} of shape {shape}, updated in place), "
                         f"got {type(a).__name__}")
    if a.dtype.newbyteorder("=") != want or a.shape != shape:
        raise UsageError(f"array '{b.name}' must be {want.name} of shape {shape} (at {at}), got {a.dtype.name} of "
                         f"shape {a.shape}")
    problem = in_place_problem(a)
    if problem == "read-only":
        raise UsageError(f"array '{b.name}' is read-only; the proc writes its arrays in place")
    if problem is not None:
        raise UsageError(f"array '{b.name}' is {problem}: the proc updates it in place, so it must be C-contiguous, "
                         f"aligned and in the machine's byte order (np.array({b.name}, '{want.name}', order='C') is "
                         "such a copy, to pass and read back)")
