"""The command line's files and the values it prints of a compiled program: `--input NAME=PATH`
read as arrays, `-o` written, the thread count after a timing."""
from __future__ import annotations

import numpy as np

from ..diagnostics import UsageError
from ..images import read_array, write_array
from ..ir.types import NUMPY_TYPES
from ..module import Input, Module


def input_specs(module: Module, specs, inputs=None, whose: str = "") -> list[tuple[Input, str]]:
    """`--input NAME=PATH` specs as (the input NAME, PATH): an input of the module, or one of
    `inputs` (a proc's arrays, `whose` saying so in the refusal)."""
    named = {i.name: i for i in (module.inputs if inputs is None else inputs)}
    found = []
    for spec in specs:
        name, eq, path = spec.partition("=")
        if not eq or name not in named:
            raise UsageError(f"bad --input '{spec}': expected NAME=PATH with NAME one of {', '.join(named)}{whose}")
        found.append((named[name], path))
    return found


def read_dense_input(inp: Input, path: str) -> tuple[np.ndarray, int | None]:
    """The array of a dense input's file (.npy or an image), and a PNG's bits per sample."""
    try:
        return read_array(path, len(inp.shape), NUMPY_TYPES[inp.dtype])
    except (OSError, ValueError) as e:  # not an image, not an .npy, unreadable
        raise UsageError(f"cannot read '{path}': {e}") from None


def threads_text(f) -> str:
    """`, 2 threads` after a timing, when the compiled program has parallel loops."""
    n = f.team_size()
    return "" if n is None else f", {n} thread{'s' if n > 1 else ''}"


def write_result(path: str, got: dict, bits: int) -> None:
    """-o: a .npz file holds every output (or a proc's every array) by name; a .npy or .png
    file, the one."""
    if path.endswith(".npz"):
        np.savez(path, **got)
    else:
        write_array(path, next(iter(got.values())), bits)
