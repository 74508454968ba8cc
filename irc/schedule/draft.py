"""What a schedule's words are said with: where a word was written (for its diagnostics), and
the draft of one func's (or one update's) schedule while its words are given."""
from __future__ import annotations

from dataclasses import dataclass, field

from ..diagnostics import Span
from ..schedules import FuncSchedule


@dataclass(frozen=True)
class Where:
    """Where a word was written: the whole call, each argument, and the func it is called on."""
    call: Span | None = None
    args: tuple[Span | None, ...] = ()
    func: Span | None = None

    def arg(self, i: int) -> Span | None:
        return self.args[i] if i < len(self.args) else None


NOWHERE = Where()


@dataclass
class Draft:
    """A func's schedule while its words are given."""
    name: str
    order: list[str]
    compute: str = "inline"
    compute_at: tuple | None = None
    store_at: tuple | None = None
    splits: list = field(default_factory=list)
    kinds: dict = field(default_factory=dict)
    spans: dict = field(default_factory=dict)
    words: set = field(default_factory=set)
    sum_loops: dict = field(default_factory=dict)   # a loop of a sum -> the sum's variable
    coarsens: list = field(default_factory=list)
    bounds: dict = field(default_factory=dict)      # dimension -> (min, extent): bound
    storage: list = field(default_factory=list)     # its dimensions in storage order (reorder_storage)
    memory: str = "Auto"                            # store_in
    fold: tuple = ()                                # (dimension, rows): fold_storage
    prefetches: list = field(default_factory=list)  # (input, loop, offset): prefetch
    hoisted: bool = False                           # store_at is hoist_storage's: no window slides
    compute_with: tuple = ()                        # (func, loop, alignment): compute_with

    def freeze(self) -> FuncSchedule:
        return FuncSchedule(self.compute, self.compute_at, self.store_at, tuple(self.splits),
                            tuple(self.order), tuple(sorted(self.kinds.items())),
                            tuple(self.spans.items()), tuple(self.coarsens),
                            bounds=tuple((a, lo, n) for a, (lo, n) in self.bounds.items()), storage=tuple(self.storage),
                            memory=self.memory, fold=self.fold, prefetches=tuple(self.prefetches), hoisted=self.hoisted,
                            compute_with=self.compute_with)
