"""Which space `irc tune` searches for a program: its kind's (`Kind.tune_spaces`, a factory per
target: pipelines.py, procs.py and gpu.py), with how its candidates are measured there."""
from __future__ import annotations

from ..diagnostics import UsageError
from ..kinds import choose
from ..registry import KIND_CLASSES, KINDS, load
from .measure import TuneOptions


def space_and_measure(program, target: str, options: TuneOptions):
    """The space of the program's kind on `target` (the kind's `tune_spaces` names it) and how
    its candidates are measured there."""
    module = program.module
    if not module.outputs and not module.procs:
        raise UsageError(f"{module.source.name} has no output and no proc: nothing to tune (a kernel runs as written "
                         f"or under its own schedule blocks)")
    kind, ctx = choose(module)
    spec = kind.tune_spaces.get(target)
    if spec is None:
        searched = "; ".join(f"{k.plural} on {', '.join(repr(t) for t in k.tune_spaces)}" for k in
                             (KINDS[name] for name in KIND_CLASSES) if k.tune_spaces)
        raise UsageError(f"irc tune has no space for {kind.plural} on the '{target}' target; it searches {searched}")
    return load(spec)(program, ctx, options)
