"""CUDA source (backends/kernel/gpu_c.py) compiled by nvcc into a cubin for one architecture,
and what ptxas reports of each kernel: registers per thread, shared memory, spills.

The count feeds the occupancy model (`irc simt --registers ptxas`); compiling every emitted
kernel in the tests is what checks the CUDA emitter, on machines with nvcc on the PATH.
"""
from __future__ import annotations

import re
import shutil
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

from ...diagnostics import InternalError, UsageError

ARCH = "sm_86"          # GA102, the RTX A6000 of the model's measured table


@dataclass(frozen=True)
class PtxasInfo:
    """ptxas's report on one kernel."""
    kernel: str
    registers: int
    shared_bytes: int       # static shared memory
    stack_bytes: int
    spill_stores: int
    spill_loads: int


def nvcc_path() -> str | None:
    return shutil.which("nvcc")


def compile_cuda(source: str, arch: str = ARCH) -> dict[str, PtxasInfo]:
    """`source` through `nvcc -arch=<arch> -cubin --resource-usage`: ptxas's report per kernel."""
    done, _ = _nvcc(source, ["-cubin", "--resource-usage"], ".cubin", arch)
    return parse_resource_usage(done.stdout + done.stderr)


def host_symbols(source: str, arch: str = ARCH) -> set[str]:
    """`source` through `nvcc -c` (the host code too: each kernel's launcher): the functions the
    object file defines, by `nm --defined-only`."""
    return _nvcc(source, ["-c"], ".o", arch, read=_defined_functions)[1]


def _defined_functions(obj: Path) -> set[str]:
    nm = shutil.which("nm")
    if nm is None:
        raise UsageError("nm (binutils) is not on the PATH; it lists what nvcc's object file defines")
    listing = subprocess.run([nm, "--defined-only", str(obj)], capture_output=True, text=True, check=True)
    return {fields[2] for fields in map(str.split, listing.stdout.splitlines()) if len(fields) == 3 and fields[1] == "T"}


def ptx(source: str, arch: str = ARCH) -> str:
    """The PTX nvcc writes for `source`: the instructions its front end chose (wide loads, unrolling)."""
    return _nvcc(source, ["-ptx"], ".ptx", arch)[1]


def _nvcc(source: str, flags: list[str], suffix: str, arch: str, read=lambda out: out.read_text(errors="replace")):
    nvcc = nvcc_path()
    if nvcc is None:
        raise UsageError("nvcc is not on the PATH; compiling CUDA needs the CUDA toolkit")
    with tempfile.TemporaryDirectory(prefix="irc-cuda-") as tmp:
        cu = Path(tmp) / "kernels.cu"
        cu.write_text(source)
        out = cu.with_suffix(suffix)
        done = subprocess.run([nvcc, f"-arch={arch}", *flags, "-o", str(out), str(cu)], capture_output=True, text=True)
        if done.returncode != 0:
            raise InternalError(f"nvcc refused the emitted CUDA source:\n{done.stderr.strip()}")
        return done, read(out)


_FUNCTION = re.compile(r"Function properties for (\w+)")
_FRAME = re.compile(r"(\d+) bytes stack frame, (\d+) bytes spill stores, (\d+) bytes spill loads")
_USED = re.compile(r"Used (\d+) registers")
_SMEM = re.compile(r"(\d+) bytes smem")


def parse_resource_usage(text: str) -> dict[str, PtxasInfo]:
    """ptxas's `--resource-usage` lines, kernel by kernel."""
    found, kernel, frame = {}, None, (0, 0, 0)
    for line in text.splitlines():
        if m := _FUNCTION.search(line):
            kernel, frame = m.group(1), (0, 0, 0)
        elif (m := _FRAME.search(line)) and kernel:
            frame = tuple(int(g) for g in m.groups())
        elif (m := _USED.search(line)) and kernel:
            smem = _SMEM.search(line)
            found[kernel] = PtxasInfo(kernel, int(m.group(1)), int(smem.group(1)) if smem else 0, *frame)
            kernel = None
    return found
