"""How `irc tune` draws its next candidate (the seed's part C), each strategy an object that a
search (search.py) asks for points; the search skips a point whose schedule was tried already
and asks again.

- `random` draws each choice uniformly; the guided strategies below draw the space's starting
  points first (`Space.starts`: a pipeline's rules of thumb), where they draw at random;
- `evolution` draws EVOLUTION_SEEDS at random, then mutates one choice of one of the
  EVOLUTION_PARENTS fastest (a different option of it), or after MUTATION_TRIES mutations that
  were all tried, draws at random;
- `model` draws MODEL_SEEDS at random, then, each round, fits the cost model (model.py) to the
  candidates timed so far and measures the BATCH it predicts fastest among POOL candidates
  (MUTANTS of them mutations of the MODEL_PARENTS fastest, the others drawn at random; those the
  space refuses to build left out, as a compiler prunes what cannot launch before it tunes):
  the pool is ranked first on the points' own numbers, and its RANKED best again on their
  lowered programs' features too (lowering every candidate of the pool would cost more than
  measuring it).  Mostly mutants: on the GPU matmul space (benchmarks/tune_strategies.py) a
  pool of 200 mutants of the 8 fastest found the best within 5 % in 64 measurements for 30 %
  of seeds, 800 of the 4 fastest for 82 %;
- `beam` (Halide's Adams2019 search over these spaces): after MODEL_SEEDS at random, each round
  decides the schedule func by func (the choices grouped by the func they name, the output
  first, then its producers, consumers first), keeping a beam of BEAM partial schedules: each
  is extended by every option of the next func's choices (EXPANSIONS of them drawn where there
  are more), the extensions ranked by the model on the point's numbers with the choices not
  yet decided taken from one of the PARENTS fastest; the BATCH complete schedules of the beam
  the model ranks best on their lowered programs too are measured.
"""
from __future__ import annotations

import itertools

import numpy as np

from .model import RidgeModel

EVOLUTION_SEEDS = 8
EVOLUTION_PARENTS = 8
MUTATION_TRIES = 20
MODEL_SEEDS = 16
POOL = 1000
MUTANTS = 800            # of the pool, mutations of the MODEL_PARENTS fastest (the rest drawn at random)
MODEL_PARENTS = 4
RANKED = 24
BATCH = 8
BEAM = 8
EXPANSIONS = 32


class Strategy:
    """`next(retry)`: a point; `retry` counts the points just drawn whose schedules were tried."""
    def __init__(self, search):
        self.search, self.space, self.rng = search, search.space, search.rng
        self.starts = list(self.space.starts())

    def sample(self) -> dict:
        """The space's starting points first (a guided search's), then points drawn at random."""
        return self.starts.pop(0) if self.starts else self.space.sample(self.rng)

    def fastest(self) -> list:
        """The trials that ran (a `slow` one not run has no time), fastest first."""
        ran = (t for t in self.search.history if t.status in ("timed", "slow") and t.seconds is not None)
        return sorted(ran, key=lambda t: t.seconds)


class RandomDraws(Strategy):
    """Uniform draws from the first: the baseline the guided strategies are measured against."""
    def next(self, retry: int = 0) -> dict:
        return self.space.sample(self.rng)


class Evolution(Strategy):
    def next(self, retry: int = 0) -> dict:
        timed = self.fastest()
        if len(timed) < EVOLUTION_SEEDS or retry >= MUTATION_TRIES:
            return self.sample()
        return self.space.mutate(self.rng.choice(timed[:EVOLUTION_PARENTS]).point, self.rng)


class ModelGuided(Strategy):
    def __init__(self, search):
        super().__init__(search)
        self.queue: list[dict] = []

    def next(self, retry: int = 0) -> dict:
        timed = self.fastest()
        if len(timed) < MODEL_SEEDS:
            return self.sample()
        if not self.queue:
            self.queue = self._round(timed)
        return self.queue.pop(0) if self.queue else self.sample()

    def _round(self, timed: list) -> list[dict]:
        """The BATCH points of a fresh pool the models predict fastest."""
        seconds = [t.seconds for t in timed]
        parents = timed[:MODEL_PARENTS]
        pool = [self.space.sample(self.rng) for _ in range(POOL - MUTANTS)]
        pool += [self.space.mutate(self.rng.choice(parents).point, self.rng) for _ in range(MUTANTS)]
        fresh = {}
        for point in pool:
            text = self.search.text(point)
            if text not in fresh and not self.search.tried(text) and not self.search.refused(text):
                fresh[text] = point
        if not fresh:
            return []
        points = list(fresh.values())
        cheap = RidgeModel().fit([self.space.encode(t.point) for t in timed], seconds)
        order = np.argsort(cheap.predict([self.space.encode(p) for p in points]), kind="stable")
        ranked = [points[i] for i in order[:RANKED]]
        full = RidgeModel().fit([self.search.features(t.point) for t in timed], seconds)
        order = np.argsort(full.predict([self.search.features(p) for p in ranked]), kind="stable")
        return [ranked[i] for i in order[:BATCH]]


class Beam(ModelGuided):
    def _round(self, timed: list) -> list[dict]:
        """The BATCH complete schedules of this round's beam that the full model ranks best."""
        seconds = [t.seconds for t in timed]
        cheap = RidgeModel().fit([self.space.encode(t.point) for t in timed], seconds)
        base = self.rng.choice(timed[:EVOLUTION_PARENTS]).point
        beam: list[dict] = [{}]
        for group in _groups(self.space.choices):
            extended = [partial | combo for partial in beam for combo in self._combos(group)]
            predicted = cheap.predict([self.space.encode(base | p) for p in extended])
            beam = [extended[i] for i in np.argsort(predicted, kind="stable")[:BEAM]]
        fresh = {}
        for partial in beam:
            text = self.search.text(base | partial)
            if text not in fresh and not self.search.tried(text) and not self.search.refused(text):
                fresh[text] = base | partial
        if not fresh:
            return []
        points = list(fresh.values())
        full = RidgeModel().fit([self.search.features(t.point) for t in timed], seconds)
        return [points[i] for i in np.argsort(full.predict([self.search.features(p) for p in points]),
                                             kind="stable")[:BATCH]]

    def _combos(self, group: list) -> list[dict]:
        """Every option of the group's choices together, or EXPANSIONS of them drawn."""
        count = 1
        for c in group:
            count *= len(c.options)
        if count <= EXPANSIONS:
            return [dict(zip((c.name for c in group), options)) for options in itertools.product(*(c.options for c in group))]
        return [{c.name: self.rng.choice(c.options) for c in group} for _ in range(EXPANSIONS)]


def _groups(choices: list) -> list[list]:
    """The choices grouped by the func (or proc) they name, in the space's order."""
    groups: dict[str, list] = {}
    for c in choices:
        groups.setdefault(c.name.split(".")[0], []).append(c)
    return list(groups.values())


STRATEGIES = {"random": RandomDraws, "evolution": Evolution, "model": ModelGuided, "beam": Beam}
