"""Golden files: the IR after every pass and the generated C, for every example and schedule;
each example kernel's loop IR and its `irc simt` report; each example proc's IR after every pass
and its C, as written and under each of its schedules.

Regenerate with `pytest --update-golden` and review the diff like code.
"""
from __future__ import annotations

import io

import pytest

import irc
from conftest import EXAMPLES
from irc.lower.dumps import Dumper
from irc.lower.pass_manager import Instrumentation

CASES = [(path.stem, s) for path in sorted(EXAMPLES.glob("*.dsl")) for s in irc.load(path).schedules]


@pytest.mark.parametrize("example,schedule", CASES)
def test_ir_after_every_pass(example, schedule, golden):
    program = irc.load(EXAMPLES / f"{example}.dsl")
    out = io.StringIO()
    program.lower(schedule, Instrumentation(after=Dumper(f"schedule={schedule}", after_all=True, out=out)))
    golden(f"{example}/{schedule}.ir", out.getvalue())


@pytest.mark.parametrize("example,schedule", CASES)
def test_generated_c(example, schedule, golden):
    """The C a user sees (`irc compile`, `f.source`): each func's `produce` with its DSL line."""
    program = irc.load(EXAMPLES / f"{example}.dsl")
    golden(f"{example}/{schedule}.c", program.compile(schedule).source)


# ----------------------------------------------------------------------------- kernels
KERNEL_SIZES = {"matmul": "N=64", "transpose": "M=64", "spmv": "R=64,C=48,NNZ=300", "reduce": "N=1024",
                "sgemm": "M=128,N=128,K=64", "histogram": "N=2048", "compact": "N=1000"}
KERNEL_CASES = [(path.stem, k) for path in sorted((EXAMPLES / "kernels").glob("*.dsl"))
                for k in irc.load(path).kernels]


@pytest.mark.parametrize("example,kernel", KERNEL_CASES)
def test_kernel_ir(example, kernel, golden):
    from irc.ir.printer import to_str
    program = irc.load(EXAMPLES / "kernels" / f"{example}.dsl")
    golden(f"kernels/{example}/{kernel}.ir", to_str(program.kernel(kernel).fn))


def simt_report(argv, capsys, monkeypatch) -> tuple[str, int]:
    """`irc simt ... --by-line`'s report (the run's wall time, the one line left out) and status."""
    import re

    from irc.cli import main
    monkeypatch.chdir(EXAMPLES.parent)
    status = main(["simt", *argv, "--by-line"])
    return re.sub(r"^simulated in .*$", "simulated in (time)", capsys.readouterr().out, flags=re.M), status


@pytest.mark.parametrize("example,kernel", KERNEL_CASES)
def test_simt_report(example, kernel, golden, capsys, monkeypatch):
    """`irc simt --by-line` on seeded random inputs."""
    inputs = ["--csr", "data,col_index,row_ptr,C"] if example == "spmv" else []
    out, status = simt_report([f"examples/kernels/{example}.dsl", "--kernel", kernel, "--size",
                               KERNEL_SIZES[example], *inputs], capsys, monkeypatch)
    golden(f"kernels/{example}/{kernel}.simt", out)
    assert status == (1 if "nosync" in kernel else 0)           # races make `irc simt` fail


# ----------------------------------------------------------------------------- GPU schedules
# sizes the 32 x 32 tiles do not divide: guards show
GPU_SIZES = {"matmul": "N=100", "transpose": "M=100", "stencil": "N=100", "blur": "W=100,H=100"}
GPU_CASES = [(path.stem, name) for path in sorted((EXAMPLES / "gpu").glob("*.dsl"))
             for name, _ in irc.load(path).module.schedules]     # the file's blocks, not the CPU policies


@pytest.mark.parametrize("example,schedule", GPU_CASES)
def test_gpu_launch_ir(example, schedule, golden):
    from irc.ir.printer import to_str
    program = irc.load(EXAMPLES / "gpu" / f"{example}.dsl")
    golden(f"gpu/{example}/{schedule}.ir", to_str(program.gpu(schedule).fn))


@pytest.mark.parametrize("example,schedule", GPU_CASES)
def test_gpu_kernel_source(example, schedule, golden):
    from irc.kinds.gpu import launch_source
    program = irc.load(EXAMPLES / "gpu" / f"{example}.dsl")
    fn = program.gpu(schedule).fn
    golden(f"gpu/{example}/{schedule}.kernel", launch_source(program.module, program.module.schedule(schedule), fn))


@pytest.mark.parametrize("example,schedule", GPU_CASES)
def test_gpu_simt_report(example, schedule, golden, capsys, monkeypatch):
    """`irc simt --schedule S --by-line` on seeded random inputs, as for the hand-written kernels."""
    out, status = simt_report([f"examples/gpu/{example}.dsl", "--schedule", schedule, "--size", GPU_SIZES[example]],
                              capsys, monkeypatch)
    golden(f"gpu/{example}/{schedule}.simt", out)
    assert status == 0


# ----------------------------------------------------------------------------- OpenCL C and CUDA C
SOURCE_CASES = ([("gpu", example, "schedule", name, dialect) for example, name in GPU_CASES
                 for dialect in ("opencl", "cuda")] +
                [("kernels", example, "kernel", name, dialect) for example, name in KERNEL_CASES
                 for dialect in ("opencl", "cuda")])


@pytest.mark.parametrize("folder,example,kind,name,dialect", SOURCE_CASES)
def test_gpu_source(folder, example, kind, name, dialect, golden):
    """`irc compile --emit opencl | cuda` of every GPU schedule and every hand-written kernel."""
    from irc.kinds.gpu import emit_gpu_source
    from irc.schedule.kernels import kernel_named
    program = irc.load(EXAMPLES / folder / f"{example}.dsl")
    unit = program.module.schedule(name) if kind == "schedule" else kernel_named(program.module, name)
    golden(f"{folder}/{example}/{name}.{'cl' if dialect == 'opencl' else 'cu'}",
           emit_gpu_source(program.module, unit, dialect).source)


# ----------------------------------------------------------------------------- procs, as written
PROC_CASES = [(path.stem, p) for path in sorted((EXAMPLES / "procs").glob("*.dsl")) for p in irc.load(path).procs]


@pytest.mark.parametrize("example,proc", PROC_CASES)
def test_proc_ir_after_every_pass(example, proc, golden):
    program = irc.load(EXAMPLES / "procs" / f"{example}.dsl")
    out = io.StringIO()
    program.compile(proc=proc, inst=Instrumentation(after=Dumper(f"proc={proc}", after_all=True, out=out)))
    golden(f"procs/{example}/{proc}.ir", out.getvalue())


@pytest.mark.parametrize("example,proc", PROC_CASES)
def test_proc_c(example, proc, golden):
    golden(f"procs/{example}/{proc}.c", irc.load(EXAMPLES / "procs" / f"{example}.dsl").compile(proc=proc).source)


# ----------------------------------------------------------------------------- procs, under their schedules
PROC_SCHEDULE_CASES = [(path.stem, s) for path in sorted((EXAMPLES / "procs").glob("*.dsl"))
                       for s in irc.load(path).schedules]


@pytest.mark.parametrize("example,schedule", PROC_SCHEDULE_CASES)
def test_proc_schedule_ir(example, schedule, golden):
    """The nest isl writes for each schedule of each example proc (checkpoint `scheduled`)."""
    from irc.ir.printer import to_str
    program = irc.load(EXAMPLES / "procs" / f"{example}.dsl")
    golden(f"procs/{example}/{schedule}.ir", to_str(program.lower_proc(schedule=schedule, until="scheduled")))


@pytest.mark.parametrize("example,schedule", PROC_SCHEDULE_CASES)
def test_proc_schedule_c(example, schedule, golden):
    golden(f"procs/{example}/{schedule}.c", irc.load(EXAMPLES / "procs" / f"{example}.dsl").compile(schedule).source)


# ----------------------------------------------------------------------------- sparse programs
SPARSE_CASES = [(path.stem, s) for path in sorted((EXAMPLES / "sparse").glob("*.dsl"))
                for s in [None] + [name for name, _ in irc.load(path).module.schedules]]


@pytest.mark.parametrize("example,schedule", SPARSE_CASES)
def test_sparse_ir_after_every_pass(example, schedule, golden):
    program = irc.load(EXAMPLES / "sparse" / f"{example}.dsl")
    out = io.StringIO()
    program.compile(schedule, inst=Instrumentation(after=Dumper(f"sparse schedule={schedule or 'default'}",
                                                                after_all=True, out=out)))
    golden(f"sparse/{example}/{schedule or 'default'}.ir", out.getvalue())


@pytest.mark.parametrize("example,schedule", SPARSE_CASES)
def test_sparse_c(example, schedule, golden):
    golden(f"sparse/{example}/{schedule or 'default'}.c",
           irc.load(EXAMPLES / "sparse" / f"{example}.dsl").compile(schedule).source)
