"""What every program kind shares: its pipelines (one per target, from the table in
lower/pipelines.py) and the lowering through one of them."""
from __future__ import annotations

from ..diagnostics import UsageError
from ..ir.nodes import Function
from ..lower.pass_manager import Context, Instrumentation, lower
from ..lower.pipelines import PIPELINES, Pipeline
from ..registry import TARGET_OBJECTS as TARGETS


def refuse_fast_math(ctx: Context) -> None:
    """Fast math rewrites a pipeline's float arithmetic for the C target, and nothing else."""
    if ctx.fast_math:
        raise UsageError("fast_math applies to a pipeline's funcs on the C target (procs and sparse programs "
                         "divide exactly)")


class Kind:
    """A kind of program: how its lowering starts (`start`), what it compiles into for each
    target, how its arguments bind, its reference and its `--verify-each` (in the subclasses)."""
    name: str
    plural: str                    # what a refusal calls programs of this kind: "procs"
    noun: str                      # ... and one of them: "a proc"
    tune_spaces: dict[str, str] = {}   # target -> what `irc tune` searches there (irc/tune/): "module:factory"

    def start(self, ctx: Context) -> Function:
        """The Function the first pass of every pipeline of this kind takes."""
        raise NotImplementedError

    def launches(self, target: str) -> bool:
        """Whether this kind runs on `target` as a GPU launch."""
        return False

    def fast_math_on(self, target: str) -> bool:
        """Whether fast math applies to this kind on `target` (a pipeline's funcs on C only)."""
        return False

    def check(self, ctx: Context, target: str, threads: int | None = None) -> None:
        """Refuse what does not apply to this kind on `target`: a team of threads off the C target,
        fast math, a target it has no pipeline for (its reference aside)."""
        if threads is not None and target != "c":
            raise UsageError(f"threads= sets the OpenMP threads of the C target, not of '{target}'")
        if ctx.fast_math and not self.fast_math_on(target):
            refuse_fast_math(ctx)
        if target != "reference":
            self.pipeline(target)

    def targets(self) -> tuple[str, ...]:
        return tuple(target for kind, target in PIPELINES if kind == self.name)

    def pipeline(self, target: str) -> Pipeline:
        """The pipeline lowering this kind for `target`; a UsageError names the targets it has."""
        found = PIPELINES.get((self.name, target))
        if found is None:
            titles = " or ".join(TARGETS[t].title for t in self.targets())
            raise UsageError(f"{self.plural} run on the {titles} target, not '{target}'")
        return found

    def lower(self, ctx: Context, target: str, inst: Instrumentation | None = None,
              until: str | None = None) -> Function:
        """The program (`ctx`) through every pass of its pipeline for `target`, or through pass
        (or checkpoint) `until`."""
        self.check(ctx, target)
        return lower(self.pipeline(target), ctx, inst, until)
