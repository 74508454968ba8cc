"""How long a simulation may run: a budget of lane-iterations of loops, shared by its launches
(the SIMT target's default is also the command line's `--budget`)."""


DEFAULT_BUDGET = 2 ** 32       # lane-iterations of loops a simulation runs before it stops
TRIP_COST = 4096               # what one trip of a loop costs besides its lanes: its bookkeeping


class Budget:
    """The lane-iterations of loops a simulation may still run (shared by its launches): a loop
    of 2,000,000,000 trips, or an endless one with a `sync` inside, stops with its line instead
    of running for hours.  A trip costs its active lanes plus TRIP_COST, so that a loop of few
    lanes is bounded in time too (about 15 s at the default, on a 2-core machine)."""

    def __init__(self, limit: int = DEFAULT_BUDGET):
        self.limit = self.left = limit
