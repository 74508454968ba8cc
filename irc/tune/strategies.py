"""How `irc tune` draws its next candidate from a space, given the trials so far (the seed's
part C): `random` draws each choice uniformly; `evolution` draws EVOLUTION_SEEDS at random,
then mutates one choice of one of the EVOLUTION_PARENTS fastest (a different option of it)."""
from __future__ import annotations

import random

EVOLUTION_SEEDS = 8
EVOLUTION_PARENTS = 8


def draw_random(space, rng: random.Random, history: list) -> dict:
    return space.sample(rng)


def draw_evolution(space, rng: random.Random, history: list) -> dict:
    timed = sorted((t for t in history if t.status == "timed"), key=lambda t: t.seconds)
    if len(timed) < EVOLUTION_SEEDS:
        return space.sample(rng)
    return space.mutate(rng.choice(timed[:EVOLUTION_PARENTS]).point, rng)


STRATEGIES = {"random": draw_random, "evolution": draw_evolution}
